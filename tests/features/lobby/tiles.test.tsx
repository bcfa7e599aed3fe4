import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LobbyScreen } from '@/features/lobby/lobby-screen';
import type { TicketSummary } from '@/types/api.gen';
import { mockApi, renderWithApp } from '../../support/render';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A smart bet's or a quick bet X's listed ticket: an image and a title, no events listed. */
const imageTicket = (code: string, title: string, hoursLeft: number): TicketSummary => ({
  code,
  title,
  events: [],
  preview_img: `/media/previews/${code}.png`,
  operator_time_expires: inHours(hoursLeft),
});

describe('the image tiles (smart bets, quick bets X)', () => {
  it('show the time left as the other tiles do', async () => {
    mockApi({
      '/api/smartbet_cards': [imageTicket('SB-1', 'Smart Gold', 95.5)],
      '/api/quickbetx_cards': [imageTicket('QBX-1', 'Swipe Six', 5.5)],
    });
    renderWithApp(<LobbyScreen />, { path: '/?type=2,6' });

    const smart = await screen.findByRole('region', { name: 'Smartbet' });
    const smartTile = await within(smart).findByRole('link');
    expect(smartTile).toHaveTextContent('Smart Gold');
    // 95.5 h: 3 days and 23 hours, not "3 days".
    expect(within(smartTile).getByText('Time left').nextElementSibling).toHaveTextContent(
      /^3 days 23 h$/,
    );

    const swipe = screen.getByRole('region', { name: 'QuickbetX' });
    const swipeTile = await within(swipe).findByRole('link');
    expect(swipeTile).toHaveTextContent('Swipe Six');
    expect(within(swipeTile).getByText('Time left').nextElementSibling).toHaveTextContent(
      /^Closes in 0[45]:\d\d:\d\d$/,
    );
  });

  it('say Expired, or that the ticket is disabled, where the time would be', async () => {
    mockApi({
      '/api/smartbet_cards': [
        { ...imageTicket('SB-2', 'Smart Off', 30), disabled: true },
        imageTicket('SB-3', 'Smart Past', -1),
      ],
    });
    renderWithApp(<LobbyScreen />, { path: '/?type=2' });

    const smart = await screen.findByRole('region', { name: 'Smartbet' });
    const [off, past] = await within(smart).findAllByRole('listitem');
    expect(off).toHaveTextContent(/Smart Off.*This Ticket Disabled$/);
    expect(off).not.toHaveTextContent(/day|Closes/);
    expect(past).toHaveTextContent(/Smart Past.*Expired$/);
    expect(within(smart).queryByRole('link')).toBeNull();
  });
});
