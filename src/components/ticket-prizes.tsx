import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useFormat } from '@/hooks/use-format';
import type { PrizeTier } from '@/types/api.gen';
import { FactList, Panel } from './panel';

const Reached = styled.p`
  margin: 0;
  font-weight: 700;
`;

// The tier the ticket reached: its label and prize in the text's own colour, the others muted.
const Tiers = styled(FactList)`
  dt[data-reached] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

/**
 * A jackpot ticket's prizes (docs/behaviour.md#jackpots): each tier by correct picks, the jackpot
 * first, as the API names them; once settled, how many picks were correct and the tier reached.
 */
export function TicketPrizes({
  tiers,
  total,
  correct,
  id,
  H,
}: {
  tiers: readonly PrizeTier[];
  /** The ticket's number of picks. */
  total: number;
  /** Its correct picks, once settled. */
  correct?: number;
  id: string;
  H: 'h2' | 'h3';
}) {
  const { money } = useFormat();
  const reached = correct === undefined ? undefined : tiers.find((t) => t.correct <= correct);
  return (
    <Panel aria-labelledby={`${id}-prizes`}>
      <H id={`${id}-prizes`}>
        <FormattedMessage id="jackpot.summary.prizes" defaultMessage="Prizes" />
      </H>
      {correct !== undefined && (
        <Reached>
          <FormattedMessage
            id="ticket.prizes.correct"
            defaultMessage="{correct} of {total} correct"
            values={{ correct, total }}
          />
        </Reached>
      )}
      <Tiers>
        {tiers.map((tier, i) => {
          const mark = tier === reached ? { 'data-reached': '' } : {};
          return (
            <Fragment key={tier.correct}>
              <dt {...mark}>
                {i === 0 ? (
                  <FormattedMessage
                    id="jackpot.summary.topTier"
                    defaultMessage="{correct} of {total} correct: the jackpot"
                    values={{ correct: tier.correct, total }}
                  />
                ) : (
                  <FormattedMessage
                    id="jackpot.summary.tier"
                    defaultMessage="{correct} of {total} correct"
                    values={{ correct: tier.correct, total }}
                  />
                )}
              </dt>
              <dd>{money(tier.prize)}</dd>
            </Fragment>
          );
        })}
      </Tiers>
    </Panel>
  );
}
