import { describe, expect, it } from 'vitest';
import {
  afterBankStatus,
  bankOpening,
  intentFor,
  nextStep,
  placeErrorOf,
  planPlacing,
  type PlaceInput,
  type PlacePlan,
  type Placer,
} from '@/features/betslip/placing-plan';
import { ApiError } from '@/lib/api-error';
import type { Pick } from '@/lib/betslip';
import type { Family } from '@/lib/families';
import type { Identity } from '@/lib/identity';
import { BANK_STATUS_FINISHED, type FinanceDetails } from '@/types/api.gen';

/** A family of its own, so the calls and screens below can only come from it. */
const family: Family = {
  id: 'fam',
  typeCode: 9,
  name: { id: 'family.fam', defaultMessage: 'Fam' },
  tile: 'image',
  routes: [],
  otpPath: '/fam/otp',
  trackingPath: '/fams/tracking',
  reserve: 'fam-reserves',
  create: 'fam-creates',
  ticketTypes: { fam: 'FM' },
};

const anonymous: Identity = { kind: 'anonymous' };
const phoneToken: Identity = { kind: 'phone', token: '+255700000001', msisdn: '255700000001' };
const player: Identity = { kind: 'player', token: 'PLAYER1', code: 'PLAYER1' };

const pick = (event_id: number, odds: number): Pick => ({
  event_id,
  bet_id: event_id * 10,
  odds,
  home_team: 'Home',
  away_team: 'Away',
  market_name: '1X2',
  market_code: '1X2',
  bet_name: '1',
});

const summary = { price: 10, stake: 8.4, total_odds: 3.3 } as FinanceDetails;

const placer = (identity: Identity, more: Partial<Placer> = {}): Placer => ({
  family,
  code: 'QT-100',
  identity,
  phonePrefix: '255',
  ...more,
});

const input = (more: Partial<PlaceInput> = {}): PlaceInput => ({
  picks: [pick(1, 1.5), pick(2, 2.2)],
  summary,
  phone: '',
  psp: 'mpesa',
  ...more,
});

function sent(plan: PlacePlan) {
  if (plan.kind !== 'send') throw new Error(`refused: ${plan.reason}`);
  return plan;
}

describe('planPlacing: what is sent', () => {
  it('reserves for an anonymous player with the typed phone as digits, paid by mobile money', () => {
    const plan = sent(planPlacing(placer(anonymous), input({ phone: '+255 700-000 002' })));
    expect(plan.request).toEqual({
      call: 'reserve',
      family: 'fam-reserves',
      body: {
        code: 'QT-100',
        stake: 8.4,
        price: 10,
        events: [
          { event_id: 1, bet_id: 10, odds: 1.5 },
          { event_id: 2, bet_id: 20, odds: 2.2 },
        ],
        msisdn: '255700000002',
        psp: 'mpesa',
      },
    });
  });

  it('reserves with the OTP confirmed for a phone token, to the token phone, whatever was typed', () => {
    const plan = sent(planPlacing(placer(phoneToken), input({ phone: '255799999999' })));
    expect(plan.request.call).toBe('reserve');
    expect(plan.request.body).toMatchObject({ msisdn: '255700000001', otp: 'confirmed' });
    expect(plan.request.body).not.toHaveProperty('player_id');
  });

  it('creates from the wallet for a player code, with no phone and no provider', () => {
    const plan = sent(planPlacing(placer(player, { balance: 50 }), input()));
    expect(plan.request.call).toBe('create');
    expect(plan.request.family).toBe('fam-creates');
    expect(plan.request.body).toMatchObject({ player_id: 'PLAYER1', price: 10 });
    expect(plan.request.body).not.toHaveProperty('msisdn');
    expect(plan.request.body).not.toHaveProperty('psp');
  });

  it('reserves a bank payment for a player, with no phone and whatever the balance', () => {
    const plan = sent(planPlacing(placer(player, { balance: 1 }), input({ psp: 'bank' })));
    expect(plan.request.call).toBe('reserve');
    expect(plan.request.body).toMatchObject({ psp: 'bank', player_id: 'PLAYER1' });
    expect(plan.request.body).not.toHaveProperty('msisdn');
    expect(plan.bank).toBe(true);
  });

  it('asks an anonymous bank payer for no phone', () => {
    const plan = sent(planPlacing(placer(anonymous), input({ psp: 'bank', phone: '' })));
    expect(plan.request.body).not.toHaveProperty('msisdn');
    expect(plan.msisdn).toBe('');
  });

  it('sends the affiliate tag and the accepted odds change only when there is one', () => {
    const withBoth = sent(
      planPlacing(placer(player, { atag: 'AFF', balance: 50 }), input({ oddsChoice: 'higher' })),
    );
    expect(withBoth.request.body).toMatchObject({ atag: 'AFF', odds_change: 'higher' });
    const asking = sent(planPlacing(placer(player, { atag: null }), input({ oddsChoice: 'ask' })));
    expect(asking.request.body).not.toHaveProperty('atag');
    expect(asking.request.body).not.toHaveProperty('odds_change');
  });
});

describe('planPlacing: what is refused before any call (code 1)', () => {
  it.each([
    ['missedBet', placer(player), input({ picks: [] })],
    ['missedPrice', placer(player), input({ summary: undefined })],
    ['missedPhone', placer(anonymous), input({ phone: '  ' })],
    ['invalidPhone', placer(anonymous), input({ phone: '2557' })],
    ['notEnoughMoney', placer(player, { balance: 9.99 }), input()],
  ] as const)('%s', (reason, who, what) => {
    expect(planPlacing(who, what)).toEqual({
      kind: 'refuse',
      reason,
      price: what.summary?.price ?? 0,
    });
  });

  it('lets a player place the whole balance, and one whose balance is not known yet', () => {
    expect(planPlacing(placer(player, { balance: 10 }), input()).kind).toBe('send');
    expect(planPlacing(placer(player), input()).kind).toBe('send');
  });
});

describe('intentFor: one intent makes one ticket', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;
  const fingerprintOf = (more: Partial<PlaceInput>, who = placer(anonymous)) =>
    sent(planPlacing(who, input({ phone: '255700000002', ...more }))).fingerprint;

  it('keeps the key for the same picks, price, phone and provider, a retry or a second tap', () => {
    const first = intentFor(null, fingerprintOf({}), newKey);
    const again = intentFor(first, fingerprintOf({}), newKey);
    expect(again.key).toBe(first.key);
  });

  it.each([
    ['another pick', { picks: [pick(1, 1.5)] }],
    ['another price', { summary: { ...summary, price: 20 } }],
    ['another phone', { phone: '255700000003' }],
    ['another provider', { psp: 'airtel' }],
    ['another odds choice', { oddsChoice: 'any' as const }],
  ])('takes a new key for %s', (_, more) => {
    const first = intentFor(null, fingerprintOf({}), newKey);
    expect(intentFor(first, fingerprintOf(more), newKey).key).not.toBe(first.key);
  });

  it('takes a new key when the player is someone else', () => {
    const first = intentFor(null, fingerprintOf({}), newKey);
    expect(intentFor(first, fingerprintOf({}, placer(phoneToken)), newKey).key).not.toBe(first.key);
  });
});

describe('nextStep: where a placed ticket takes the player', () => {
  const context = { operator: 'acme', style: 'lite' };

  it('sends an anonymous player to the family OTP screen, with the phone the code went to', () => {
    const who = placer(anonymous);
    const plan = sent(planPlacing(who, input({ phone: '255700000002' })));
    expect(nextStep(who, plan, { code: 'FM1' }, context)).toEqual({
      kind: 'otp',
      path: '/fam/otp',
      state: {
        ticketCode: 'FM1',
        operator: 'acme',
        style: 'lite',
        msisdn: '255700000002',
        family: 'fam',
      },
      codeSent: { code: 'FM1', msisdn: '255700000002' },
    });
  });

  it.each([
    ['a phone token', placer(phoneToken)],
    ['a player code', placer(player)],
  ])('sends %s to the family tracking screen', (_, who) => {
    const plan = sent(planPlacing(who, input()));
    expect(nextStep(who, plan, { code: 'FM 2' }, context)).toEqual({
      kind: 'tracking',
      path: '/fams/tracking/FM%202',
    });
  });

  it('opens the bank widget with the session token of the reserve, for anyone paying by bank', () => {
    for (const who of [placer(anonymous), placer(player)]) {
      const plan = sent(planPlacing(who, input({ psp: 'bank' })));
      expect(nextStep(who, plan, { code: 'FM3', token: 'SESSION' }, context)).toEqual({
        kind: 'bank',
        ticketCode: 'FM3',
        sessionToken: 'SESSION',
      });
    }
  });
});

describe('the bank widget', () => {
  const widget = { script_url: 'https://bank.example/w.js', client_id: 'CLIENT' };

  it('opens with the init client id and the reserve session token', () => {
    expect(bankOpening(widget, 'SESSION')).toEqual({
      kind: 'open',
      scriptUrl: 'https://bank.example/w.js',
      clientId: 'CLIENT',
      sessionToken: 'SESSION',
    });
  });

  it('cannot start without a session token or a client id', () => {
    expect(bankOpening(widget, undefined)).toEqual({ kind: 'missing', what: 'session token' });
    expect(bankOpening(undefined, 'SESSION')).toEqual({ kind: 'missing', what: 'client id' });
    expect(bankOpening({ ...widget, client_id: '' }, 'SESSION')).toEqual({
      kind: 'missing',
      what: 'client id',
    });
  });

  it('moves on to the ticket only once the bank reports the payment finished', () => {
    expect(afterBankStatus(BANK_STATUS_FINISHED, 'FM/4')).toBe('/track/FM%2F4');
    expect(afterBankStatus(BANK_STATUS_FINISHED - 1, 'FM4')).toBeNull();
  });
});

describe('placeErrorOf', () => {
  it('shows the API code, message and status, and a failure without an answer as such', () => {
    // The status says what the player is offered: nothing to retry for a 404 or 409.
    expect(placeErrorOf(new ApiError(104, 'Odds changed', 409))).toEqual({
      code: 104,
      message: 'Odds changed',
      status: 409,
    });
    const offline = placeErrorOf(new TypeError('Failed to fetch'));
    expect(offline.code).not.toBe(104);
    expect(offline.message).not.toBe('');
  });
});
