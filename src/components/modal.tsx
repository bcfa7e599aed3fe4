import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { MODAL_FOCUS_ATTRIBUTE } from '@/lib/modal-focus';

const Dialog = styled.dialog`
  width: min(92vw, 420px);
  padding: ${({ theme }) => theme.space(5)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  &::backdrop {
    background: rgb(0 0 0 / 0.55);
  }
`;

/**
 * A modal dialog (native <dialog>: focus is trapped and Escape closes it). As it opens it focuses
 * its control marked MODAL_FOCUS (src/lib/modal-focus.ts): React's autoFocus focuses before the
 * dialog is open, where it cannot, and the browser then gives the focus to the first button (the
 * tour's Skip, not its Next). It closes before it leaves the page (a layout effect's cleanup runs
 * while the element is still attached), so the browser gives focus back to what had it, the
 * button that opened it, not to the page's body.
 */
export function Modal({
  children,
  onClose,
  labelledBy,
  role = 'dialog',
}: {
  children: ReactNode;
  onClose: () => void;
  labelledBy: string;
  role?: 'dialog' | 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal?.();
      dialog.querySelector<HTMLElement>(`[${MODAL_FOCUS_ATTRIBUTE}]`)?.focus();
    }
    return () => dialog?.close?.();
  }, []);
  return (
    <Dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {children}
    </Dialog>
  );
}
