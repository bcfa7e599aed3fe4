import { FormattedMessage } from 'react-intl';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { CountdownText } from '@/components/countdown-text';
import { useFormat } from '@/hooks/use-format';
import type { QuickbetxCard } from '@/types/api.gen';

/** The title block of the builder (also the room it keeps while the ticket loads). */
export const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: 1.375rem;
    overflow-wrap: anywhere;
  }
`;

// The view's link (Swipe mode, Click mode) is a 44 px tall target without taking more room.
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    margin: -11px 0 -11px auto;
    padding: 11px 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The ticket's title, its countdown, its jackpot, and the link to the other view (the list or the
 * deck) while it can be played.
 */
export function BuilderHead({
  card,
  listView,
  otherView,
}: {
  card: QuickbetxCard;
  listView: boolean;
  /** The other view's address; none while the ticket cannot be played. */
  otherView: string | undefined;
}) {
  const { money } = useFormat();
  return (
    <Head>
      <h1>{card.title}</h1>
      <Meta>
        <span>
          <CountdownText expiresAt={card.operator_time_expires} />
        </span>
        {card.jackpot_amount !== undefined && (
          <span>
            <FormattedMessage
              id="jackpot.amount"
              defaultMessage="Jackpot {amount}"
              values={{
                amount: money(card.jackpot_amount, { whole: true }),
              }}
            />
          </span>
        )}
        {otherView !== undefined && (
          <Link to={otherView}>
            {listView ? (
              <FormattedMessage id="builder.swipeMode" defaultMessage="Swipe mode" />
            ) : (
              <FormattedMessage id="builder.clickMode" defaultMessage="Click mode" />
            )}
          </Link>
        )}
      </Meta>
    </Head>
  );
}
