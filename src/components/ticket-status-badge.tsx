import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { statusLook, type StatusTone } from '@/lib/ticket-status';

const toneStyles: Record<StatusTone, ReturnType<typeof css>> = {
  progress: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-color: ${({ theme }) => theme.colors.accent};
  `,
  running: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  won: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSuccess};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  lost: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
  neutral: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.text};
  `,
  muted: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

export const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(3)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.875rem;
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $tone }) => toneStyles[$tone]}
`;

/** A ticket status as a coloured pill with its own label (docs/behaviour.md#ticket-statuses). */
export function TicketStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const look = statusLook(status);
  return (
    <Pill $tone={look.tone} data-status={status} data-tone={look.tone}>
      {look.label ? intl.formatMessage(look.label) : status}
    </Pill>
  );
}
