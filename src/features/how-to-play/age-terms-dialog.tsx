import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { Modal } from '@/components/modal';
import { useBrand } from '@/config/brand-context';
import { pageLicence } from '@/config/page-licence';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
`;
const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  a {
    color: inherit;
    font-weight: 700;
  }
`;
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Asks the player to confirm their age and the terms (docs/compliance.md), the terms one tap
 * away. `onClose` absent: the page's age gate, which only confirming closes.
 */
export function AgeTermsDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => void;
  onClose?: () => void;
}) {
  const titleId = useId();
  const brand = useBrand();
  const age = pageLicence(brand)?.minimumAge ?? 18;
  const terms = brand.compliance?.terms;
  return (
    <Modal labelledBy={titleId} onClose={onClose ?? (() => {})}>
      <Title id={titleId}>
        <FormattedMessage
          id="compliance.confirm.title"
          defaultMessage="Are you {age} or over?"
          values={{ age }}
        />
      </Title>
      <Body>
        <FormattedMessage
          id="compliance.confirm.body"
          defaultMessage="Betting is only for people aged {age} or over. Please confirm your age and that you accept our <terms>terms and conditions</terms>. We ask once on this device."
          values={{
            age,
            terms: (chunks: ReactNode[]) => (
              <a href={terms} target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          }}
        />
      </Body>
      <Actions>
        <PrimaryButton type="button" onClick={onConfirm}>
          <FormattedMessage
            id="compliance.confirm.accept"
            defaultMessage="I am {age} or over and accept the terms"
            values={{ age }}
          />
        </PrimaryButton>
        {onClose && (
          <SecondaryButton type="button" onClick={onClose}>
            <FormattedMessage
              id="compliance.confirm.cancel"
              defaultMessage="Not now: no betting until I confirm"
            />
          </SecondaryButton>
        )}
      </Actions>
    </Modal>
  );
}
