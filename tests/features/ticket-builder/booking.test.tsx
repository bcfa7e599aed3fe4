import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@/types/api.gen';
import { mockApi, renderApp, testInit } from '../../support/render';
import { setUpBuilderTests } from './builder-driver';
import { builderApi, handicap, matchResult } from './fixtures';

// A booking code loaded on today's ticket (docs/behaviour.md#booking-codes).
setUpBuilderTests();

const booking: Booking = {
  booking: 'AB23CD',
  type: 'quickbetx',
  code: 'QBX-1',
  created_at: '2026-12-01T10:00:00Z',
  picks: [
    // As booked, at today's odds.
    { event_id: matchResult.id, bet_id: 102, odds: 3.4 },
    // Booked at 4.00: 4.28 today.
    { event_id: handicap.id, bet_id: 201, odds: 4 },
    // An event the ticket no longer offers.
    { event_id: 99, bet_id: 9901, odds: 2.5 },
  ],
};

describe('a booking code', () => {
  it('puts its picks on the ticket, names the moved odds and says what was left out', async () => {
    mockApi(builderApi({ '/api/bookings/AB23CD': booking }));
    const { router } = renderApp('/booking/ab23cd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quickbetx/QBX-1'));
    await waitFor(() =>
      expect(
        screen.getByText('1 pick of this slip is on events no longer open: left out.'),
      ).toBeVisible(),
    );
    // The moved one is taken off and named, as after error 104: its card is back to pick again.
    expect(await screen.findByRole('region', { name: 'The odds of 1 pick changed' })).toBeVisible();
    expect(
      (JSON.parse(sessionStorage.getItem('betdeck.builder.quickbetx.QBX-1')!) as { picks: unknown })
        .picks,
    ).toMatchObject([{ event_id: matchResult.id, bet_id: 102, odds: 3.4 }]);
  });

  it('is offered as Share slip only where /api/init says the API makes codes', async () => {
    mockApi(builderApi({ '/api/init': { ...testInit(), bookings: true } }));
    renderApp('/quickbetx/QBX-1?view=click');
    const bets = await screen.findAllByRole('button', { name: /1\.86/ });
    bets[0]!.click();
    expect(await screen.findByRole('button', { name: 'Share slip' })).toBeVisible();
  });

  it('offers no Share slip where /api/init does not say so', async () => {
    mockApi(builderApi());
    renderApp('/quickbetx/QBX-1?view=click');
    const bets = await screen.findAllByRole('button', { name: /1\.86/ });
    bets[0]!.click();
    await screen.findByRole('heading', { name: 'Your picks (1)' });
    expect(screen.queryByRole('button', { name: 'Share slip' })).toBeNull();
  });
});
