import { defineMessages, FormattedMessage } from 'react-intl';

/**
 * The texts of a stuck payment's parts (docs/behaviour.md#a-stuck-payment), in one module: their
 * own message group (src/lib/message-group.ts OWN_GROUPS), loaded with them, not with the
 * tracking screen's first load.
 */
export const texts = defineMessages({
  cancelConfirm: { id: 'tracking.cancel.confirm', defaultMessage: 'Yes, cancel it' },
  cancelKeep: { id: 'tracking.cancel.keep', defaultMessage: 'Keep the ticket' },
  cancelTitle: { id: 'tracking.cancel.title', defaultMessage: 'Cancel this ticket?' },
  canceled: {
    id: 'tracking.canceled',
    defaultMessage: 'This ticket is canceled. It will not be played and nothing is charged.',
  },
  paybillAccount: { id: 'tracking.paybill.account', defaultMessage: 'Account number' },
  paybillAmount: { id: 'tracking.paybill.amount', defaultMessage: 'Amount' },
  paybillBusiness: { id: 'tracking.paybill.business', defaultMessage: 'Business number' },
  paybillCopied: { id: 'tracking.paybill.copied', defaultMessage: 'Copied' },
  paybillCopy: { id: 'tracking.paybill.copy', defaultMessage: 'Copy' },
  paybillCopyAccount: {
    id: 'tracking.paybill.copyAccount',
    defaultMessage: 'Copy the account number',
  },
  paybillCopyBusiness: {
    id: 'tracking.paybill.copyBusiness',
    defaultMessage: 'Copy the business number',
  },
  paybillSteps: {
    id: 'tracking.paybill.steps',
    defaultMessage:
      'On your phone, open the mobile money menu, choose Pay Bill and enter these details. Your bet is placed once the payment arrives.',
  },
  paybillTitle: { id: 'tracking.paybill.title', defaultMessage: 'Pay by paybill' },
  stuckCancel: { id: 'tracking.stuck.cancel', defaultMessage: 'Cancel this ticket' },
  stuckPaybill: { id: 'tracking.stuck.paybill', defaultMessage: 'Pay by paybill instead' },
  stuckPhoneNeeded: {
    id: 'tracking.stuck.phoneNeeded',
    defaultMessage: 'Enter the phone number you paid with.',
  },
  stuckResend: { id: 'tracking.stuck.resend', defaultMessage: 'Send the payment prompt again' },
  stuckSent: {
    id: 'tracking.stuck.sent',
    defaultMessage:
      'The payment prompt was sent to your phone again. Approve it to place your bet.',
  },
  stuckTitle: { id: 'tracking.stuck.title', defaultMessage: 'Still no payment prompt?' },
});

/**
 * The question before a cancel: what it means, the ticket's code in bold (a message with values
 * is written where it is used: react-intl types a descriptor's values as none).
 */
export function CancelBody({ code }: { code: string }) {
  return (
    <FormattedMessage
      id="tracking.cancel.body"
      defaultMessage="Ticket {code} will not be played and nothing is charged. This cannot be undone."
      values={{ code: <strong dir="ltr">{code}</strong> }}
    />
  );
}

/** The wait before the prompt may be sent again, as m:ss. */
export function ResendIn({ time }: { time: string }) {
  return (
    <FormattedMessage
      id="tracking.stuck.resendIn"
      defaultMessage="Send again in {time}"
      values={{ time: <time>{time}</time> }}
    />
  );
}
