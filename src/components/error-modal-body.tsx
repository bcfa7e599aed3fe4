import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { adviseError } from '@/lib/error-advice';
import { PrimaryButton, SecondaryButton } from './button';
import { ErrorExplained, ErrorTitleText } from './error-explained';
import type { ErrorModalProps } from './error-modal';
import { MODAL_FOCUS } from '@/lib/modal-focus';
import { Modal } from './modal';

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.25rem;
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

/** The error modal (src/components/error-modal.tsx). */
export function ErrorModalBody({
  code,
  message,
  status = 0,
  onClose,
  onChangeBet,
  action,
}: ErrorModalProps) {
  const titleId = useId();
  const advice = adviseError({ code, message, status });
  const changeBet = advice.actions.includes('changeBet') && onChangeBet !== undefined;
  const close = <FormattedMessage id="error.close" defaultMessage="Close" />;
  return (
    <Modal role="alertdialog" labelledBy={titleId} onClose={onClose}>
      <Title id={titleId}>
        <ErrorTitleText kind={advice.kind} />
      </Title>
      <Body>
        <ErrorExplained advice={advice} code={code} message={message} />
      </Body>
      <Actions>
        {changeBet ? (
          <SecondaryButton type="button" onClick={onClose}>
            {close}
          </SecondaryButton>
        ) : null}
        {action}
        {/* The way on that helps is the main, focused button: Change bet when the odds moved. */}
        <PrimaryButton type="button" onClick={changeBet ? onChangeBet : onClose} {...MODAL_FOCUS}>
          {changeBet ? (
            <FormattedMessage id="error.changeBet" defaultMessage="Change bet" />
          ) : (
            close
          )}
        </PrimaryButton>
      </Actions>
    </Modal>
  );
}
