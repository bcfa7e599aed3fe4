import { defineMessages, type MessageDescriptor } from 'react-intl';
import { FAMILIES, type Family } from '@/lib/families';

export interface Guide {
  summary: MessageDescriptor;
  steps: MessageDescriptor[];
}

const quickbetx = defineMessages({
  summary: {
    id: 'howToPlay.quickbetx.summary',
    defaultMessage: 'Swipe through match cards and build your own ticket in seconds.',
  },
  s1: {
    id: 'howToPlay.quickbetx.step1',
    defaultMessage:
      'Open a QuickbetX ticket from the games. Each card is one match with one market.',
  },
  s2: {
    id: 'howToPlay.quickbetx.step2',
    defaultMessage:
      'Swipe left for the first outcome and right for the last one. On three-way markets, swipe down for the middle outcome, for example the draw.',
  },
  s3: {
    id: 'howToPlay.quickbetx.step3',
    defaultMessage:
      'When the ticket allows it, swipe up to skip a match. Go back to undo your last pick.',
  },
  s4: {
    id: 'howToPlay.quickbetx.step4',
    defaultMessage:
      'Reach the minimum number of matches and the minimum total odds shown, then choose your price.',
  },
});

const quickbet = defineMessages({
  summary: {
    id: 'howToPlay.quickbet.summary',
    defaultMessage: 'Pick one outcome for each match of a ready-made list.',
  },
  s1: {
    id: 'howToPlay.quickbet.step1',
    defaultMessage: 'Open a QuickBets ticket and choose the list view or the swipe view.',
  },
  s2: {
    id: 'howToPlay.quickbet.step2',
    defaultMessage:
      'Tap an outcome for each match you want on your ticket. The total odds update as you go.',
  },
  s3: {
    id: 'howToPlay.quickbet.step3',
    defaultMessage:
      'Reach the minimum number of matches and the minimum total odds shown, then choose your price.',
  },
});

const jackpot = defineMessages({
  summary: {
    id: 'howToPlay.jackpot.summary',
    defaultMessage: 'Predict every match of the jackpot for a chance at the big prize.',
  },
  s1: {
    id: 'howToPlay.jackpot.step1',
    defaultMessage: 'Open a jackpot from the games and pick an outcome for every match.',
  },
  s2: {
    id: 'howToPlay.jackpot.step2',
    defaultMessage:
      'Short on time? Lucky Dip picks at random, Favourites picks the lowest odds and Quick Picks fills half of the matches for you. Clear starts again.',
  },
  s3: {
    id: 'howToPlay.jackpot.step3',
    defaultMessage:
      'Check your picks and place the ticket at its one entry price. The more picks are correct, the bigger the prize: the jackpot for all of them.',
  },
});

const quicktip = defineMessages({
  summary: {
    id: 'howToPlay.quicktip.summary',
    defaultMessage: 'Ready-made tickets with the picks already chosen for you.',
  },
  s1: {
    id: 'howToPlay.quicktip.step1',
    defaultMessage: 'Open a quick tip to see its matches, its picks and the total odds.',
  },
  s2: {
    id: 'howToPlay.quicktip.step2',
    defaultMessage: 'Choose your price. The possible payout is shown before you pay.',
  },
  s3: {
    id: 'howToPlay.quicktip.step3',
    defaultMessage: 'Place the ticket before its countdown runs out.',
  },
});

const smartbet = defineMessages({
  summary: {
    id: 'howToPlay.smartbet.summary',
    defaultMessage: 'Say what you want to win and we build the ticket for you.',
  },
  s1: {
    id: 'howToPlay.smartbet.step1',
    defaultMessage:
      'Enter how much you want to win, how much you want to bet and the odds you prefer.',
  },
  s2: {
    id: 'howToPlay.smartbet.step2',
    defaultMessage:
      'We generate a ticket that comes close to your target. Not happy with it? Generate another one.',
  },
  s3: {
    id: 'howToPlay.smartbet.step3',
    defaultMessage: 'Place the generated ticket like any other ticket.',
  },
});

const superbet = defineMessages({
  summary: {
    id: 'howToPlay.superbet.summary',
    defaultMessage: 'Many markets on one big match.',
  },
  s1: {
    id: 'howToPlay.superbet.step1',
    defaultMessage: 'Open a super bet to see one match and all of its markets.',
  },
  s2: {
    id: 'howToPlay.superbet.step2',
    defaultMessage: 'Pick outcomes in the markets you like. The total odds update as you go.',
  },
  s3: {
    id: 'howToPlay.superbet.step3',
    defaultMessage: 'Choose your price and place the ticket.',
  },
});

const steps = (m: Record<string, MessageDescriptor>): Guide => {
  const { summary, ...rest } = m;
  return { summary: summary as MessageDescriptor, steps: Object.values(rest) };
};

/** The guide of each family (by id, src/lib/families.ts): a one-line summary and its steps. */
export const GUIDES: Readonly<Record<string, Guide>> = {
  quickbetx: steps(quickbetx),
  quickbet: steps(quickbet),
  jackpot: steps(jackpot),
  quicktip: steps(quicktip),
  smartbet: steps(smartbet),
  superbet: steps(superbet),
};

/** Paying and following a ticket, the same for every family. */
export const PAYING = defineMessages({
  mobile: {
    id: 'howToPlay.pay.mobile',
    defaultMessage:
      'Mobile money: enter your phone number. We send you a code by SMS; enter it to confirm the ticket.',
  },
  approve: {
    id: 'howToPlay.pay.approve',
    defaultMessage:
      'Approve the payment prompt (USSD push) on your phone. Your bet is valid only once the payment is verified.',
  },
  bank: {
    id: 'howToPlay.pay.bank',
    defaultMessage: 'Bank: choose your bank and approve the payment in the window that opens.',
  },
  follow: {
    id: 'howToPlay.pay.follow',
    defaultMessage:
      'Follow your ticket on its tracking page, share it with friends, and find it again under Ticket history.',
  },
});

/**
 * The family a /how-to-play/:family address names (its id, any case) among those `offered`
 * that have a guide. Null for anything else.
 */
export function guideFamily(param: string | undefined, offered: readonly Family[]): Family | null {
  const p = (param ?? '').trim().toLowerCase();
  return offered.find((f) => f.id === p) ?? null;
}

/** The families a brand offers (its lobby cards) that have a guide, in the product's order. */
export function offeredFamilies(cards: readonly string[]): Family[] {
  return FAMILIES.filter((f) => cards.includes(f.id) && Object.hasOwn(GUIDES, f.id));
}
