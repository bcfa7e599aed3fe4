// @vitest-environment node
// The demo bank widget script, run in a happy-dom window (the test itself runs in node).
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_JS, bankAmount, payPageHtml } from '../../scripts/server/demo-api/bank';
import { BANK_STATUS_FINISHED } from '../../src/types/api.gen';

interface Widget {
  open(options: Record<string, unknown>): void;
}

let window: Window | undefined;

function load(): { win: Window; widget: Widget } {
  const win = new Window({
    url: 'http://127.0.0.1:4173/quickbetx/QBX-101',
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      disableIframePageLoading: true,
    },
  });
  window = win;
  const script = win.document.createElement('script');
  script.textContent = WIDGET_JS;
  win.document.body.appendChild(script);
  return { win, widget: (win as unknown as { PaymentWidget: Widget }).PaymentWidget };
}

afterEach(async () => {
  await window?.happyDOM.close();
  window = undefined;
});

describe('demo bank widget', () => {
  it('logs and throws when the client id or session token is missing', () => {
    const { win, widget } = load();
    const error = vi.spyOn(win.console, 'error').mockImplementation(() => undefined);
    expect(() => widget.open({ clientId: 'demo-client' })).toThrow(/sessionToken/);
    expect(() => widget.open({ sessionToken: 'abc' })).toThrow(/clientId/);
    expect(error).toHaveBeenCalledTimes(2);
    expect(win.document.querySelector('iframe')).toBeNull();
  });

  it('opens a 400x600 overlay on the pay page and reports the finished status', () => {
    const { win, widget } = load();
    const onStatus = vi.fn();
    const onClose = vi.fn();
    widget.open({ clientId: 'demo-client', sessionToken: 'tok en', onStatus, onClose });
    const frame = win.document.querySelector('iframe') as unknown as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/demo-bank/pay');
    expect(src.searchParams.get('token')).toBe('tok en');
    // The frame fills a 400x600 box (at most the screen), which holds its close button too.
    const box = frame.parentElement!;
    expect([frame.style.width, frame.style.height]).toEqual(['100%', '100%']);
    expect(box.style.width).toBe('400px');
    expect(box.style.height).toBe('600px');
    expect(box.style.maxWidth).toBe('100vw');
    expect(box.style.maxHeight).toBe('100vh');
    expect(box.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
    const overlay = win.document.querySelector('[data-payment-widget]') as unknown as HTMLElement;
    expect(overlay.style.position).toBe('fixed');

    // A message from another origin is ignored.
    win.dispatchEvent(
      new win.MessageEvent('message', {
        data: { source: 'demo-bank', type: 'status', status: BANK_STATUS_FINISHED },
        origin: 'http://evil.example',
      }),
    );
    expect(onStatus).not.toHaveBeenCalled();
    win.dispatchEvent(
      new win.MessageEvent('message', {
        data: { source: 'demo-bank', type: 'status', status: BANK_STATUS_FINISHED },
        origin: 'http://127.0.0.1:4173',
        source: frame.contentWindow as never,
      }),
    );
    expect(onStatus).toHaveBeenCalledWith(BANK_STATUS_FINISHED);
    expect(onClose).not.toHaveBeenCalled();
    expect(win.document.querySelector('[data-payment-widget]')).toBeNull();
  });

  it('closes with the close button, calling onClose', () => {
    const { win, widget } = load();
    const onClose = vi.fn();
    widget.open({ clientId: 'demo-client', sessionToken: 'abc', onClose });
    (
      win.document.querySelector('[data-payment-widget] button') as unknown as HTMLButtonElement
    ).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(win.document.querySelector('[data-payment-widget]')).toBeNull();
  });

  it("speaks the app's language: the overlay's labels, the page asked for in it", () => {
    const { win, widget } = load();
    widget.open({ clientId: 'demo-client', sessionToken: 'tok', locale: 'sv-SE' });
    const frame = win.document.querySelector('iframe') as unknown as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.get('locale')).toBe('sv-SE');
    expect(frame.title).toBe('Bankbetalning');
    const overlay = win.document.querySelector('[data-payment-widget]')!;
    expect(overlay.getAttribute('aria-label')).toBe('Bankbetalning');
    expect(overlay.querySelector('button')!.getAttribute('aria-label')).toBe('Stäng');
  });

  it('writes its page and the amount in the language asked for, English for any other', () => {
    const page = (locale?: string) =>
      payPageHtml({ token: 't', banks: ['N26'], ticketCode: 'QX1', amount: '1', locale });
    expect(page('de-AT')).toContain('<html lang="de">');
    expect(page('de-AT')).toContain('>Bezahlen</button>');
    expect(page('xx-YY')).toContain('>Pay</button>');
    expect(page(undefined)).toContain('<html lang="en">');
    expect(bankAmount(1, 'EUR', 'de-DE')).toBe('1,00\u00a0€');
    expect(bankAmount(1500, 'SEK', 'sv-SE')).toBe('1\u00a0500,00\u00a0kr');
    // A tag Intl refuses: English, not a failed page.
    expect(bankAmount(1, 'EUR', 'not a tag!')).toBe('€1.00');
  });

  it('escapes what the pay page echoes', () => {
    const html = payPageHtml({
      token: '"><img src=x onerror=alert(1)>',
      banks: ['<b>Bank</b>'],
      ticketCode: '<script>x</script>',
      amount: '100.00 KES',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>x</script>');
    expect(html).not.toContain('<b>Bank</b>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
