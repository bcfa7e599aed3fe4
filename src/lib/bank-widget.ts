import type { BankWidgetStatus } from '@/types/api.gen';

/** The payment provider's widget, as its script defines it on window. */
export interface PaymentWidget {
  open(options: {
    clientId: string;
    sessionToken: string;
    onStatus: (status: BankWidgetStatus) => void;
    onClose: () => void;
    /** The player's language (a BCP 47 tag), for the provider's texts and amounts. */
    locale?: string;
  }): void;
  /** Closes the open widget, calling its onClose (the demo's has it; a provider's may not). */
  close?(): void;
}

declare global {
  interface Window {
    PaymentWidget?: PaymentWidget;
  }
}

const loading = new Map<string, Promise<PaymentWidget>>();

/** Loads the provider's widget script once and resolves with its widget. */
export function loadPaymentWidget(scriptUrl: string): Promise<PaymentWidget> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<PaymentWidget>((resolve, reject) => {
    if (window.PaymentWidget) return resolve(window.PaymentWidget);
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.PaymentWidget
        ? resolve(window.PaymentWidget)
        : reject(new Error('The payment widget script did not define PaymentWidget'));
    script.onerror = () => reject(new Error('The payment widget could not be loaded'));
    document.head.append(script);
  });
  promise.catch(() => loading.delete(scriptUrl));
  loading.set(scriptUrl, promise);
  return promise;
}
