import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeForPath, routeTable } from '@/app/route-table';
import { FAMILIES, type Family } from '@/lib/families';
import type * as FamilyList from '@/lib/family-list';
import type { QuickbetxCard, TicketSummary } from '@/types/api.gen';
import type { Brand } from '@/types/brand.gen';
import { mockApi, renderApp, tapBet, testBrand, testInit } from '../support/render';

// The app's first screen of a file loads its chunks and texts: give a busy machine time.
configure({ asyncUtilTimeout: 4000 });

/**
 * A seventh family, registered as a new one would be: one entry in src/lib/family-list.ts (here
 * added to the list this file's modules see, by vi.mock, so no other test sees it) and a screen
 * (here the ticket builder's).
 */
const FAKE = vi.hoisted((): Family => ({
  id: 'fakebet',
  typeCode: 7,
  name: { id: 'family.fakebet', defaultMessage: 'FakeBets' },
  tile: 'count',
  routes: [
    {
      path: '/fakebet/:id',
      screen: {
        module: 'src/features/ticket-builder/builder-screen.tsx',
        export: 'BuilderScreen',
      },
      view: 'list',
      showsCard: true,
    },
  ],
  otpPath: '/fakebet/otp',
  trackingPath: '/fakebet/tracking',
  reserve: 'fakebets',
  create: 'fakebets',
  ticketTypes: { fakebet: 'FK' },
}));

vi.mock('@/lib/family-list', async (importOriginal) => {
  const { FAMILY_LIST } = await importOriginal<typeof FamilyList>();
  return { FAMILY_LIST: [...FAMILY_LIST, FAKE] };
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const team = (id: number, name: string) => ({ id, name });
const summary: TicketSummary = {
  code: 'FK-1',
  title: 'Fake Friday',
  operator_time_expires: inHours(30),
  events: [
    {
      id: 1,
      home_team: team(1, 'Alpha'),
      away_team: team(2, 'Beta'),
      bet: { id: 11, bet_name: '1', odds: 2 },
    },
  ],
};
const card: QuickbetxCard = {
  code: 'FK-1',
  title: 'Fake Friday',
  operator_time_expires: inHours(30),
  template: { colors: {}, fonts: {} },
  stakes: [50],
  prices: [],
  open_stake: false,
  allow_skip: false,
  min_ticket_events_count: 1,
  min_ticket_odds: 1,
  events: [
    {
      id: 1,
      home_team: team(1, 'Alpha'),
      away_team: team(2, 'Beta'),
      category: { league_id: 9, league_name: 'Fake League' },
      starts: inHours(5),
      market: {
        market_code: 'BTSFT',
        market_name: 'Both teams to score',
        line_name: '',
        bets: [
          { id: 11, bet_name: 'Yes', odds: 2 },
          { id: 12, bet_name: 'No', odds: 1.7 },
        ],
      },
    },
  ],
};

describe('a family registered in src/lib/family-list.ts', () => {
  it('gets its routes: ticket, OTP and tracking', () => {
    const paths = routeTable()
      .filter((r) => r.family === 'fakebet')
      .map((r) => r.path);
    expect(paths).toEqual(['/fakebet/:id', '/fakebet/otp', '/fakebet/tracking/:id']);
    expect(routeForPath('/fakebet/FK-1')).toMatchObject({
      family: 'fakebet',
      view: 'list',
      data: '/fakebet_cards/:id',
    });
    expect(routeForPath('/fakebet/otp').screen.module).toBe('src/features/otp/otp-screen.tsx');
  });

  it('shows its lobby card, opens its ticket and places it with its own call', async () => {
    const posts: { path: string; body: unknown }[] = [];
    const lists = Object.fromEntries(FAMILIES.map((f) => [`/api/${f.id}_cards`, []]));
    mockApi({
      ...lists,
      '/api/init': testInit({ exercise_tax: 10 }),
      '/api/fakebet_cards': [summary],
      '/api/fakebet_cards/FK-1': card,
      '/api/finance-details': {
        price: 50,
        total_odds: 2,
        stake: 45,
        ext: 10,
        ext_amount: 5,
        ext_type: 'stake',
        wht: 0,
        wht_amount: 0,
        gross_payout: 90,
        net_payout: 90,
      },
    });
    const answer = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      if (init?.method === 'POST') {
        posts.push({ path: url.pathname, body: JSON.parse(init.body as string) });
        return Response.json({ code: 'FK12345678' });
      }
      return answer(input, init);
    };
    const cards = [...FAMILIES.map((f) => f.id)] as Brand['lobby']['cards'];
    const { router } = renderApp('/', {
      brand: testBrand({ lobby: { cards, styles: ['lite'] } }),
    });

    const section = await screen.findByRole('region', { name: 'FakeBets' });
    const link = await within(section).findByRole('link');
    expect(link).toHaveAttribute('href', '/fakebet/FK-1');
    fireEvent.click(link);

    await screen.findByRole('heading', { name: 'Fake Friday' });
    fireEvent.click(await screen.findByRole('button', { name: /Yes/ }));
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '254712345678' },
    });
    await tapBet();

    await waitFor(() => expect(router.state.location.pathname).toBe('/fakebet/otp'));
    expect(posts).toEqual([
      {
        path: '/api/fakebets/reserve',
        body: expect.objectContaining({ code: 'FK-1', price: 50, stake: 45 }) as unknown,
      },
    ]);
    expect(router.state.location.state).toMatchObject({
      ticketCode: 'FK12345678',
      family: 'fakebet',
    });
    // Two screens' first loads (the lobby's, the builder's): over 5 s on a busy machine.
  }, 15_000);
});

describe('message groups named in first-load code (their table, src/lib/message-group.ts, is not)', () => {
  it('route screens load the group messageGroupOf gives their module', async () => {
    const { messageGroupOf } = await import('@/lib/message-group');
    for (const route of routeTable()) {
      expect(route.messages, route.path).toBe(messageGroupOf(route.screen.module));
    }
  });

  it('the tracking screen loads the code entry with its own group', async () => {
    const { OWN_GROUPS } = await import('@/lib/message-group');
    const { OTP_ENTRY_GROUP } = await import('@/features/tracking/tracking-banners');
    expect(OWN_GROUPS['src/features/betslip/otp-entry.tsx']).toBe(OTP_ENTRY_GROUP);
  });
});
