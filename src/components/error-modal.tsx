import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { OFFLINE_MESSAGE } from '@/lib/api-error';
import { loadMessageGroup } from '@/lib/messages';
import { ERROR_MESSAGES } from '@/lib/message-group';
import { lazyComponent } from '@/lib/lazy-screen';
import { SecondaryButton } from './button';
import { useErrorText } from './use-error-text';

export interface ErrorModalProps {
  code: number;
  message: string;
  /** The HTTP status the error came with (0 or none: the code says it). */
  status?: number;
  onClose: () => void;
  onChangeBet?: () => void;
  /** A way out of this error the caller decides (a link), shown beside Close. */
  action?: ReactNode;
}

/**
 * Where the modal's own code could not be loaded (the device went offline before it had: the
 * first bet of a visit, offline): the least that helps, in place and in the texts every screen
 * has. Offline reads as offline; anything else as its message and code. The screen, and the
 * player's slip, stay.
 */
function Fallback({ code, message, onClose }: ErrorModalProps) {
  const errorText = useErrorText();
  const offline = message === OFFLINE_MESSAGE;
  return (
    <section role="alert">
      <h2>
        {offline ? (
          <FormattedMessage id="error.offline" defaultMessage="You are offline" />
        ) : (
          errorText(message)
        )}
      </h2>
      <p>
        {offline ? (
          <FormattedMessage
            id="error.offlineHint"
            defaultMessage="Check your connection, then try again."
          />
        ) : (
          <FormattedMessage id="error.code" defaultMessage="Error code {code}" values={{ code }} />
        )}
      </p>
      <SecondaryButton type="button" onClick={onClose}>
        <FormattedMessage id="error.close" defaultMessage="Close" />
      </SecondaryButton>
    </section>
  );
}

// Its code and texts load when an error first needs them (or with the error view's, after the
// page has loaded: src/components/error-view.tsx); the fallback where they cannot.
const Body = lazyComponent<ErrorModalProps>(() =>
  Promise.all([import('./error-modal-body'), loadMessageGroup(ERROR_MESSAGES)]).then(
    ([m]) => m.ErrorModalBody,
    () => Fallback,
  ),
);

/**
 * The error modal: what happened and what to do (src/lib/error-advice.ts), the server's own words
 * about this request (as text), the code in small print; Change bet for 104 (the main button), and Close.
 */
export function ErrorModal(props: ErrorModalProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
