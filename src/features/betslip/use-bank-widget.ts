import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useInit } from '@/api/init';
import { ApiError } from '@/lib/api-error';
import { noteBankPaid } from '@/lib/bank-paid';
import { loadPaymentWidget } from '@/lib/bank-widget';
import { afterBankStatus, bankOpening } from './placing-plan';
import { usePlacingMessages } from './placing-messages';

/**
 * Opens the bank's widget for a reserved ticket (init's bank_widget and the reserve's session
 * token), in the player's language. Rejects with an ApiError (-1) when it cannot start; once the
 * bank reports the payment done, calls `onPaid` and opens /track/{code}; `onClose` when the
 * player closes the widget. While it is open the app behind it is inert: the keyboard and a
 * screen reader stay in the widget (a provider's overlay is its own, outside the app's root).
 * Closed, the focus goes back to `on.opener` (the Play button: it was focused as the player
 * tapped it, before placing disabled it). The browser's Back, which leaves the screen, closes it
 * too (where the provider's widget can be closed): an overlay of its own, it would otherwise stay
 * over the page Back led to.
 */
export function useBankWidget() {
  const { data: init } = useInit();
  const { locale } = useIntl();
  const { bankUnavailable } = usePlacingMessages();
  const widget = init?.bank_widget;

  return useCallback(
    async (
      ticketCode: string,
      sessionToken: string | undefined,
      on: { paid?: () => void; close: () => void; opener?: Element | null },
    ): Promise<void> => {
      const unavailable = () => new ApiError(-1, bankUnavailable());
      const opening = bankOpening(widget, sessionToken);
      if (opening.kind === 'missing') {
        console.error('Bank payment: missing', opening.what);
        throw unavailable();
      }
      const client = await loadPaymentWidget(opening.scriptUrl).catch((e: unknown) => {
        console.error('Bank payment:', e);
        throw unavailable();
      });
      const app = document.getElementById('root');
      const behind = (inert: boolean) => app?.toggleAttribute('inert', inert);
      const back = () => client.close?.();
      behind(true);
      addEventListener('popstate', back);
      try {
        client.open({
          clientId: opening.clientId,
          sessionToken: opening.sessionToken,
          locale,
          onStatus: (status) => {
            const path = afterBankStatus(status, ticketCode);
            if (!path) return;
            removeEventListener('popstate', back);
            on.paid?.();
            noteBankPaid(ticketCode);
            window.location.assign(path);
          },
          onClose: () => {
            removeEventListener('popstate', back);
            behind(false);
            if (on.opener instanceof HTMLElement && on.opener.isConnected) on.opener.focus();
            on.close();
          },
        });
      } catch (e) {
        removeEventListener('popstate', back);
        behind(false);
        throw e;
      }
    },
    [widget, bankUnavailable, locale],
  );
}
