/**
 * A bank payment's end, handed from the widget (src/features/betslip/use-bank-widget.ts) to the
 * tracking page the browser loads next, which confirms it once. Without storage the page just
 * shows the ticket.
 */
const KEY = 'betdeck.bank-paid';

function session(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Notes that the bank reported ticket `code` paid (the page then loads its tracking anew). */
export function noteBankPaid(code: string): void {
  try {
    session()?.setItem(KEY, code);
  } catch {
    // Storage full or refused: no confirmation, nothing lost.
  }
}

/** Whether this tab has just paid ticket `code` by bank. */
export const bankPaid = (code: string): boolean => session()?.getItem(KEY) === code;

/** Said once: a reload, or the next ticket, does not say it again. */
export const forgetBankPaid = (): void => session()?.removeItem(KEY);
