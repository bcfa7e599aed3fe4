import { Suspense, type ReactNode } from 'react';
import { loadMessageGroup } from '@/lib/messages';
import { ERROR_MESSAGES } from '@/lib/message-group';
import { lazyComponent } from '@/lib/lazy-screen';

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

// Its code and texts load when an error first needs them (or with the error view's, after the
// page has loaded: src/components/error-view.tsx).
const Body = lazyComponent<ErrorModalProps>(async () => {
  const [{ ErrorModalBody }] = await Promise.all([
    import('./error-modal-body'),
    loadMessageGroup(ERROR_MESSAGES),
  ]);
  return ErrorModalBody;
});

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
