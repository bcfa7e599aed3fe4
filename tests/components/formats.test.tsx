import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountdownText } from '@/components/countdown-text';
import { LeagueKickoff } from '@/components/league-kickoff';
import { TicketDetails } from '@/components/ticket-details';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { FinanceSummary } from '@/features/betslip/finance-summary';
import { EventCardBody } from '@/features/ticket-builder/components/event-card-body';
import type { Language } from '@/lib/languages';
import { matchResult } from '../features/ticket-builder/fixtures';
import { init, ticket } from '../features/tracking/fixtures';
import { mockApi, renderWithApp, testBrand, testInit } from '../support/render';

/*
 * Numbers, dates and times come out of one formatter per language. The phone of these
 * tests keeps UTC; the operator's zone is the brand's.
 */
const phoneZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = phoneZone;
});

const KICK_OFF = '2026-11-28T22:45:00Z';

const brandIn = (timeZone: string, languages: [Language, ...Language[]]): RuntimeBrand =>
  testBrand({ languages, region: { ...testBrand().region, timeZone } });

function renderIn(lang: Language, timeZone: string, ui: React.ReactElement) {
  mockApi({
    '/api/init': { ...init, languages: ['en', lang], currency: 'EUR' },
    '/api/tickets/T-1': ticket({ created_at: KICK_OFF }),
  });
  return renderWithApp(ui, { path: `/?lang=${lang}`, brand: brandIn(timeZone, ['en', lang]) });
}

/** The same moment on a card, a quick tip's event and a tracked ticket. */
function Screens() {
  return (
    <>
      <div data-testid="card">
        <EventCardBody event={{ ...matchResult, starts: KICK_OFF }} onBet={() => {}} />
      </div>
      <p data-testid="tip">
        <LeagueKickoff event={{ category: { league_name: 'Bundesliga' }, starts: KICK_OFF }} />
      </p>
      <TicketDetails ticket={ticket({ created_at: KICK_OFF })} />
    </>
  );
}

const timesShown = () => [...document.querySelectorAll('time')].map((t) => t.textContent);

describe('one date style in the player language', () => {
  it('German: the card, the quick tip and tracking read the same, in German', async () => {
    renderIn('de', 'Europe/London', <Screens />);
    await screen.findByTestId('tip');
    // Before: "28 Nov 2026, 22:45" (en-GB) on the card, "28.11.2026, 22:45" on tracking.
    expect(timesShown()).toEqual([
      'Sa., 28. Nov., 22:45',
      'Sa., 28. Nov., 22:45',
      'Sa., 28. Nov., 22:45',
    ]);
  });

  it('Swahili, operator in Dar es Salaam, phone on UTC: operator time with its zone named', async () => {
    renderIn('swTZ', 'Africa/Dar_es_Salaam', <Screens />);
    await screen.findByTestId('tip');
    const shown = timesShown();
    expect(shown).toHaveLength(3);
    // Before: "01:45" with no zone beside a phone that reads 22:45.
    for (const text of shown) expect(text).toMatch(/^Jumapili, 29 Nov, 01:45 GMT ?\+3$/);
  });

  it('names no zone when the phone keeps the operator time', async () => {
    renderIn('swTZ', 'Etc/UTC', <Screens />);
    await screen.findByTestId('tip');
    for (const text of timesShown()) expect(text).toBe('Jumamosi, 28 Nov, 22:45');
  });
});

describe('numbers in the player language', () => {
  const summary = {
    data: {
      price: 1,
      total_odds: 2.5,
      stake: 0.95,
      ext: 5.3,
      ext_amount: 0.05,
      ext_type: 'stake',
      wht: 20,
      wht_amount: 0.28,
      gross_payout: 2.37,
      net_payout: 2.09,
    },
    error: undefined,
    isLoading: false,
    retry: () => {},
  } as unknown as Parameters<typeof FinanceSummary>[0]['result'];

  it.each([
    ['de', 'Verbrauchsteuer (5,3 %)', 'Quellensteuer (20 %)', '0,05 €'],
    ['sv', 'Punktskatt (5,3 %)', 'Källskatt (20 %)', '0,05 €'],
    ['fr', 'Droit d’accise (5,3 %)', 'Retenue à la source (20 %)', '0,05 €'],
  ] as const)(
    '%s: the tax rates read as the amounts beside them',
    async (lang, excise, wht, amount) => {
      renderIn(lang, 'Europe/Berlin', <FinanceSummary result={summary} />);
      const norm = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ');
      await screen.findByText(/0,05/);
      const terms = [...document.querySelectorAll('dt')].map((d) => norm(d.textContent));
      expect(terms).toContain(excise);
      expect(terms).toContain(wht);
      expect([...document.querySelectorAll('dd')].map((d) => norm(d.textContent))).toContain(
        amount,
      );
    },
  );
});

describe('the countdown', () => {
  const HOUR = 3_600_000;

  function renderCountdown(lang: Language, left: number) {
    mockApi({ '/api/init': testInit({ languages: ['en', lang] }) });
    renderWithApp(
      <p data-testid="left">
        <CountdownText expiresAt={Date.now() + left} />
      </p>,
      { path: `/?lang=${lang}`, brand: brandIn('Europe/Berlin', ['en', lang]) },
    );
    return screen.findByTestId('left');
  }

  it('reads as German in German', async () => {
    expect(await renderCountdown('de', 3 * HOUR)).toHaveTextContent(
      /^Schließt in 0[23]:\d\d:\d\d$/,
    );
  });

  it.each([
    ['en', /^Closes in 2[01]:\d\d:\d\d$/],
    ['de', /^Schließt in 2[01]:\d\d:\d\d$/],
  ] as const)(
    'under a day left says when it closes, not "today", whatever its date (%s)',
    async (lang, text) => {
      // 21 h left: the end falls tomorrow unless it is now before 03:00.
      expect(await renderCountdown(lang, 21 * HOUR)).toHaveTextContent(text);
    },
  );

  it.each([
    ['en', '3 days 23 h'],
    ['de', '3 Tage 23 Std.'],
    ['sv', '3 dagar 23 tim'],
    ['swTZ', 'siku 3 saa 23'],
  ] as const)('3 d 23 h left shows the days and the hours (%s: %s)', async (lang, text) => {
    expect(await renderCountdown(lang, 3 * 24 * HOUR + 23.5 * HOUR)).toHaveTextContent(text);
  });
});
