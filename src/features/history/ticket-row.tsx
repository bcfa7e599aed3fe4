import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@/components/link';
import { TicketStatusBadge } from '@/components/ticket-status-badge';
import { useFormat } from '@/hooks/use-format';
import { parseTimestamp } from '@/lib/countdown';
import { ticketTypeName, trackingPathOf } from '@/lib/families';
import { resultStatus } from '@/lib/ticket-result';
import { payoutLook } from '@/lib/ticket-status';
import type { Ticket } from '@/types/api.gen';

const Row = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: center;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover strong {
    text-decoration: underline;
  }
`;

const RowCode = styled.strong`
  overflow-wrap: anywhere;
`;

const RowMeta = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Money = styled.dl`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  div {
    display: grid;
    flex: 1 0 auto;
    min-width: 6.5rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The family's name, the title the ticket was built from, and a time, joined by dots. */
function Meta({ type, title, at }: { type: string; title?: string; at: number }) {
  const intl = useIntl();
  const { dateTime } = useFormat();
  const name = ticketTypeName(type);
  return (
    <RowMeta>
      {[name ? intl.formatMessage(name) : type, title].filter(Boolean).join(' · ')}
      {Number.isFinite(at) && (
        <>
          {' · '}
          <time dateTime={new Date(at).toISOString()}>{dateTime(at)}</time>
        </>
      )}
    </RowMeta>
  );
}

function Fact({ label, value }: { label: ReactNode; value: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{useFormat().money(value)}</dd>
    </div>
  );
}

/**
 * A ticket in a list (docs/behaviour.md#history): its code and result, its type and when it was
 * placed, its price and its payout named as the ticket's details name them (a possible win while
 * it runs, the final payout once settled, the refund of a void one; the withholding tax when there
 * is one), opening its tracking. `title`: the published ticket it was built from, when known.
 */
export function TicketRow({ ticket, title }: { ticket: Ticket; title?: string }) {
  const intl = useIntl();
  const payout = payoutLook(ticket.status);
  return (
    <Row to={trackingPathOf(ticket.type, ticket.code)}>
      <RowCode>{ticket.code}</RowCode>
      <TicketStatusBadge status={resultStatus(ticket)} />
      <Meta type={ticket.type} title={title} at={parseTimestamp(ticket.created_at)} />
      <Money>
        <Fact
          label={<FormattedMessage id="ticket.field.price" defaultMessage="Ticket price" />}
          value={ticket.price}
        />
        <Fact label={intl.formatMessage(payout.label)} value={ticket.final_payout} />
        {ticket.wht > 0 && (
          <Fact
            label={<FormattedMessage id="ticket.field.wht" defaultMessage="Withholding tax" />}
            value={ticket.wht}
          />
        )}
      </Money>
    </Row>
  );
}

/**
 * A ticket of this browser's list while its answer is on its way (or failed): what the browser
 * kept of it, opening its tracking, where the rest shows.
 */
export function KeptTicketRow({
  code,
  family,
  title,
  placedAt,
}: {
  code: string;
  family: string;
  title?: string;
  placedAt: number;
}) {
  return (
    <Row to={trackingPathOf(family, code)}>
      <RowCode>{code}</RowCode>
      <span />
      <Meta type={family} title={title} at={placedAt} />
    </Row>
  );
}
