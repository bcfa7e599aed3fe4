/**
 * The demo bank-payment widget. `GET /demo-bank/widget.js` defines
 * `window.PaymentWidget.open({clientId, sessionToken, onStatus, onClose})`, which shows
 * `GET /demo-bank/pay?token=` in a centred 400x600 overlay iframe. The page's Pay button calls
 * `POST /demo-bank/approve {token, bank}` and then tells the widget, which calls
 * `onStatus(BANK_STATUS_FINISHED)` and removes the overlay; Cancel or the close button call `onClose()`.
 * Like a real provider's, it speaks the language the app asks for (`locale`, a BCP 47 tag; BANK_TEXTS
 * has en, de, sv, es, fr and sw; any other shows English) and writes the amount in it.
 */
import { BANK_STATUS_FINISHED } from '../../../src/types/api.gen';
import { escapeHtml } from '../../../src/lib/text';
import { BANKS } from './seed';

/** The banks the demo bank page offers in a country (ISO 3166-1 alpha-2, or EU). */
export function banksFor(country: string): readonly string[] {
  return BANKS.byCountry[country] ?? BANKS.default;
}

interface BankTexts {
  dialog: string;
  close: string;
  to: string;
  payment: string;
  ticket: string;
  amount: string;
  chooseBank: string;
  cancel: string;
  pay: string;
  failed: string;
  notFound: string;
}

/** The demo bank's texts by language (`to`: "Instant bank payment to {operator}"). */
export const BANK_TEXTS: Readonly<Record<string, BankTexts>> = {
  en: {
    dialog: 'Bank payment',
    close: 'Close',
    to: 'Instant bank payment to {operator}',
    payment: 'Instant bank payment',
    ticket: 'Ticket',
    amount: 'Amount',
    chooseBank: 'Choose your bank',
    cancel: 'Cancel',
    pay: 'Pay',
    failed: 'Payment failed',
    notFound: 'This payment session was not found or has expired.',
  },
  de: {
    dialog: 'Banküberweisung',
    close: 'Schließen',
    to: 'Sofortüberweisung an {operator}',
    payment: 'Sofortüberweisung',
    ticket: 'Wettschein',
    amount: 'Betrag',
    chooseBank: 'Wähle deine Bank',
    cancel: 'Abbrechen',
    pay: 'Bezahlen',
    failed: 'Die Zahlung ist fehlgeschlagen',
    notFound: 'Diese Zahlungssitzung wurde nicht gefunden oder ist abgelaufen.',
  },
  sv: {
    dialog: 'Bankbetalning',
    close: 'Stäng',
    to: 'Direktbetalning till {operator}',
    payment: 'Direktbetalning',
    ticket: 'Kupong',
    amount: 'Belopp',
    chooseBank: 'Välj din bank',
    cancel: 'Avbryt',
    pay: 'Betala',
    failed: 'Betalningen misslyckades',
    notFound: 'Betalningssessionen hittades inte eller har gått ut.',
  },
  es: {
    dialog: 'Pago bancario',
    close: 'Cerrar',
    to: 'Pago bancario inmediato a {operator}',
    payment: 'Pago bancario inmediato',
    ticket: 'Boleto',
    amount: 'Importe',
    chooseBank: 'Elige tu banco',
    cancel: 'Cancelar',
    pay: 'Pagar',
    failed: 'El pago ha fallado',
    notFound: 'No se encontró esta sesión de pago o ha caducado.',
  },
  fr: {
    dialog: 'Paiement bancaire',
    close: 'Fermer',
    to: 'Paiement bancaire instantané à {operator}',
    payment: 'Paiement bancaire instantané',
    ticket: 'Ticket',
    amount: 'Montant',
    chooseBank: 'Choisissez votre banque',
    cancel: 'Annuler',
    pay: 'Payer',
    failed: 'Le paiement a échoué',
    notFound: 'Cette session de paiement est introuvable ou a expiré.',
  },
  sw: {
    dialog: 'Malipo ya benki',
    close: 'Funga',
    to: 'Malipo ya papo hapo ya benki kwa {operator}',
    payment: 'Malipo ya papo hapo ya benki',
    ticket: 'Tiketi',
    amount: 'Kiasi',
    chooseBank: 'Chagua benki yako',
    cancel: 'Ghairi',
    pay: 'Lipa',
    failed: 'Malipo hayakufaulu',
    notFound: 'Kipindi hiki cha malipo hakikupatikana au kimeisha muda.',
  },
};

/** The language of `locale` (a BCP 47 tag) the demo bank speaks, English where it has none. */
export function bankLanguage(locale: string | undefined): string {
  const language = (locale ?? '').split(/[-_]/)[0]!.toLowerCase();
  return Object.hasOwn(BANK_TEXTS, language) ? language : 'en';
}

/** `price` in `currency`, written as `locale` writes money (the tag as given, else English). */
export function bankAmount(price: number, currency: string, locale: string | undefined): string {
  const format = (tag: string) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency }).format(price);
  try {
    return format(locale || 'en');
  } catch {
    return format('en');
  }
}

export const WIDGET_JS = `/* Demo bank payment widget (BetDeck demo API). */
(function () {
  'use strict';
  var TEXTS = ${JSON.stringify(Object.fromEntries(Object.entries(BANK_TEXTS).map(([l, t]) => [l, { dialog: t.dialog, close: t.close }])))};
  var script = document.currentScript;
  var base = new URL('.', script && script.src ? script.src : location.origin + '/demo-bank/widget.js');
  var current = null;

  function teardown() {
    if (!current) return;
    window.removeEventListener('message', current.onMessage);
    document.removeEventListener('keydown', current.onKey);
    if (current.overlay.parentNode) current.overlay.parentNode.removeChild(current.overlay);
    current = null;
  }

  function close() {
    var options = current && current.options;
    teardown();
    if (options && typeof options.onClose === 'function') options.onClose();
  }

  function open(options) {
    options = options || {};
    if (!options.clientId || !options.sessionToken) {
      var message = 'PaymentWidget: ' + (!options.clientId ? 'clientId' : 'sessionToken') + ' is missing';
      console.error(message);
      throw new Error(message);
    }
    teardown();
    var locale = typeof options.locale === 'string' ? options.locale : '';
    var texts = TEXTS[locale.split(/[-_]/)[0].toLowerCase()] || TEXTS.en;
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', texts.dialog);
    overlay.setAttribute('data-payment-widget', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.55)';
    var frame = document.createElement('iframe');
    var src = new URL('pay', base);
    src.searchParams.set('token', String(options.sessionToken));
    src.searchParams.set('client_id', String(options.clientId));
    if (locale) src.searchParams.set('locale', locale);
    frame.src = src.href;
    frame.title = texts.dialog;
    // The frame and its close button in one box: the button on the frame's corner, not on the
    // page's header behind the overlay (its language selector).
    var box = document.createElement('div');
    box.style.cssText = 'position:relative;width:400px;height:600px;max-width:100vw;max-height:100vh';
    frame.style.cssText = 'display:block;width:100%;height:100%;border:0;border-radius:12px;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,0.4)';
    var closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', texts.close);
    closeButton.textContent = '\\u00d7';
    closeButton.style.cssText = 'position:absolute;top:8px;right:8px;width:40px;height:40px;border:0;border-radius:20px;background:#e4ebe7;color:#111;font-size:26px;line-height:40px;cursor:pointer';
    closeButton.addEventListener('click', close);
    box.appendChild(frame);
    box.appendChild(closeButton);
    overlay.appendChild(box);
    var onMessage = function (event) {
      if (event.origin !== base.origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== 'demo-bank') return;
      if (data.type === 'status') {
        var status = Number(data.status);
        if (typeof options.onStatus === 'function') options.onStatus(status);
        if (status === ${BANK_STATUS_FINISHED}) teardown();
      } else if (data.type === 'close') {
        close();
      }
    };
    var onKey = function (event) {
      if (event.key === 'Escape') close();
    };
    current = { overlay: overlay, options: options, onMessage: onMessage, onKey: onKey };
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey);
    document.body.appendChild(overlay);
    closeButton.focus();
  }

  window.PaymentWidget = { open: open, close: close };
})();
`;

export interface PayPageInput {
  token: string;
  banks: readonly string[];
  ticketCode?: string;
  amount?: string;
  operatorName?: string;
  /** The language the app asked for (a BCP 47 tag): see bankLanguage. */
  locale?: string;
}

/** The bank page shown in the widget's iframe; everything echoed is escaped. */
export function payPageHtml(input: PayPageInput): string {
  const known = input.ticketCode !== undefined;
  const language = bankLanguage(input.locale);
  const t = BANK_TEXTS[language]!;
  const options = input.banks.map((b) => `<option>${escapeHtml(b)}</option>`).join('');
  const body = known
    ? `<h1>Demo Bank</h1>
<p class="muted">${input.operatorName ? t.to.replace('{operator}', escapeHtml(input.operatorName)) : t.payment}</p>
<dl><dt>${t.ticket}</dt><dd>${escapeHtml(input.ticketCode ?? '')}</dd><dt>${t.amount}</dt><dd>${escapeHtml(input.amount ?? '')}</dd></dl>
<label for="bank">${t.chooseBank}</label>
<select id="bank">${options}</select>
<p id="error" role="alert" class="error" hidden></p>
<div class="actions"><button id="cancel" type="button" class="secondary">${t.cancel}</button><button id="pay" type="button">${t.pay}</button></div>`
    : `<h1>Demo Bank</h1><p role="alert" class="error">${t.notFound}</p>
<div class="actions"><button id="cancel" type="button" class="secondary">${t.close}</button></div>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Bank</title>
<style>
body{margin:0;padding:24px;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14211b;background:#fff}
h1{margin:0 0 4px;font-size:24px}
.muted{color:#4a5a52;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}
dt{color:#4a5a52}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;margin-bottom:6px;font-weight:600}
select{width:100%;padding:10px;font-size:16px;border:1px solid #aab6b0;border-radius:8px}
.actions{display:flex;gap:12px;margin-top:24px}
button{flex:1;padding:12px;font-size:16px;font-weight:600;border-radius:8px;border:0;background:#0b5d3b;color:#fff;cursor:pointer}
button.secondary{background:#e4ebe7;color:#14211b}
button:disabled{opacity:.6;cursor:wait}
.error{color:#b3261e}
</style>
</head>
<body data-token="${escapeHtml(input.token)}" data-failed="${escapeHtml(t.failed)}">
<main>
${body}
</main>
<script>
(function () {
  var token = document.body.getAttribute('data-token');
  var failed = document.body.getAttribute('data-failed');
  function post(message) {
    message.source = 'demo-bank';
    if (window.parent !== window) window.parent.postMessage(message, location.origin);
  }
  var cancel = document.getElementById('cancel');
  cancel.addEventListener('click', function () { post({ type: 'close' }); });
  var pay = document.getElementById('pay');
  if (!pay) return;
  pay.addEventListener('click', function () {
    pay.disabled = true;
    cancel.disabled = true;
    var error = document.getElementById('error');
    error.hidden = true;
    fetch('approve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: token, bank: document.getElementById('bank').value })
    })
      .then(function (r) { return r.json().then(function (b) { return { ok: r.ok, body: b }; }); })
      .then(function (r) {
        if (!r.ok) throw new Error(r.body && r.body.message ? r.body.message : failed);
        post({ type: 'status', status: r.body.status, code: r.body.code });
      })
      .catch(function (e) {
        error.textContent = e.message || failed;
        error.hidden = false;
        pay.disabled = false;
        cancel.disabled = false;
      });
  });
})();
</script>
</body>
</html>
`;
}
