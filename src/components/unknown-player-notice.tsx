import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { usePlayer } from '@/api/identify';
import { toApiError } from '@/lib/api-error';
import { adviseError } from '@/lib/error-advice';
import { useTokenIdentity } from '@/lib/identity';
import { atom, useAtom } from '@/lib/state';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    flex: 1;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    flex: none;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.button};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

/** The token whose notice the player dismissed (for this page's life). */
const dismissedTokenAtom = atom<string | null>(null);

/**
 * A player code that /api/identify refused: the player goes on without an account (with the
 * phone field); this says so once, under the header, until dismissed, in the player's words:
 * the server's reason is for support, so only its code shows, in small print.
 */
export function UnknownPlayerNotice() {
  const identity = useTokenIdentity();
  const { error } = usePlayer();
  const [dismissed, dismiss] = useAtom(dismissedTokenAtom);
  if (identity.kind !== 'player' || !error || dismissed === identity.token) return null;
  const e = toApiError(error);
  return (
    <Box role="status">
      <div>
        <p>
          <FormattedMessage
            id="identity.refused"
            defaultMessage="We could not sign you in. You can still bet: enter your phone number when you pay."
          />
        </p>
        {adviseError(e).code && (
          <small>
            <FormattedMessage
              id="error.code"
              defaultMessage="Error code {code}"
              values={{ code: e.code }}
            />
          </small>
        )}
      </div>
      <button type="button" onClick={() => dismiss(identity.token)}>
        <FormattedMessage id="notice.dismiss" defaultMessage="Dismiss" />
      </button>
    </Box>
  );
}
