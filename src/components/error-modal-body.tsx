import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { OFFLINE_MESSAGE } from '@/lib/api-error';
import { PrimaryButton, SecondaryButton } from './button';
import { CHANGE_BET_CODE, ErrorTitle } from './error-view';
import { Modal } from './modal';
import { useErrorText } from './use-error-text';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.25rem;
`;
const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
const Code = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

/**
 * The error modal: the message (the server's words, as text) and "Error Code #". Code 104 also
 * offers Change bet. Offline: "You are offline" and what to do, without a code.
 */
export function ErrorModal({
  code,
  message,
  onClose,
  onChangeBet,
}: {
  code: number;
  message: string;
  onClose: () => void;
  onChangeBet?: () => void;
}) {
  const titleId = useId();
  const errorText = useErrorText();
  return (
    <Modal role="alertdialog" labelledBy={titleId} onClose={onClose}>
      <Title id={titleId}>
        <ErrorTitle message={message} />
      </Title>
      <Message>{errorText(message)}</Message>
      {message !== OFFLINE_MESSAGE && (
        <Code>
          <FormattedMessage
            id="error.codeHash"
            defaultMessage="Error Code #{code}"
            values={{ code }}
          />
        </Code>
      )}
      <Actions>
        {code === CHANGE_BET_CODE && onChangeBet && (
          <SecondaryButton type="button" onClick={onChangeBet}>
            <FormattedMessage id="error.changeBet" defaultMessage="Change bet" />
          </SecondaryButton>
        )}
        <PrimaryButton type="button" onClick={onClose} autoFocus>
          <FormattedMessage id="error.gotIt" defaultMessage="Got It" />
        </PrimaryButton>
      </Actions>
    </Modal>
  );
}
