import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { Modal } from '@/components/modal';
import { MODAL_FOCUS } from '@/lib/modal-focus';
import { CancelBody, texts } from './texts';

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(4)};
`;
const CancelButton = styled(PrimaryButton)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
`;

/**
 * Asked before a ticket awaiting its payment is canceled: what it means (not played, nothing
 * charged, for good). Keeping the ticket has the focus: Enter does not cancel by mistake.
 */
export function CancelDialog({
  code,
  busy,
  onKeep,
  onCancel,
}: {
  code: string;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Modal role="alertdialog" labelledBy={titleId} onClose={onKeep}>
      <Title id={titleId}>
        <FormattedMessage {...texts.cancelTitle} />
      </Title>
      <p>
        <CancelBody code={code} />
      </p>
      <Actions>
        <SecondaryButton type="button" onClick={onKeep} {...MODAL_FOCUS}>
          <FormattedMessage {...texts.cancelKeep} />
        </SecondaryButton>
        <CancelButton type="button" disabled={busy} aria-busy={busy} onClick={onCancel}>
          <FormattedMessage {...texts.cancelConfirm} />
        </CancelButton>
      </Actions>
    </Modal>
  );
}
