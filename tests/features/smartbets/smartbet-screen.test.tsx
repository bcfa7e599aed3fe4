import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartbetScreen } from '@/features/smartbets/smartbet-screen';
import {
  GENERATED_STORAGE_KEY,
  saveGenerated,
} from '@/features/smartbets/state/generated-smartbet';
import { renderWithApp, testBrand } from '../../support/render';
import { callsTo, INIT, mockFetch, Reply } from '../quicktips/api-mock';
import { generatedFixture, inHours, smartCard } from './fixtures';

// The first screen of a file loads the app's texts and chunks: give a busy machine time.
configure({ asyncUtilTimeout: 4000 });

const open = (path = '/smartbet/SB-1') =>
  renderWithApp(<SmartbetScreen />, { path, routePath: '/smartbet/:id' });

afterEach(() => window.sessionStorage.clear());

async function fill(win: string, bet: string, odds: string) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Find my bet' });
  if (win) await user.type(await screen.findByLabelText('How much do you want to win?'), win);
  if (bet) await user.type(screen.getByLabelText('How much do you want to bet?'), bet);
  if (odds) await user.type(screen.getByLabelText('Preferred odds'), odds);
  await user.click(screen.getByRole('button', { name: 'Find my bet' }));
}

describe('SmartbetScreen', () => {
  it('shows the card: title as text, countdown, and a default image when its own fails', async () => {
    mockFetch({ '/api/smartbet_cards/SB-1': smartCard });
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Smart <i>Win</i>');
    expect(screen.getByText('Time left').parentElement).toHaveTextContent(
      /Time leftCloses in \d\d:\d\d:\d\d/,
    );
    const img = container.querySelector('main img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/previews/smart-gold.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).not.toBe('/media/previews/smart-gold.png');
    expect(img.getAttribute('src')).toMatch(/default-ticket/);
  });

  it('shows the preferred odds as required as the amounts, before anything is submitted', async () => {
    mockFetch({ '/api/smartbet_cards/SB-1': smartCard });
    open();
    const odds = await screen.findByLabelText('Preferred odds');
    for (const input of [
      screen.getByLabelText('How much do you want to win?'),
      screen.getByLabelText('How much do you want to bet?'),
      odds,
    ]) {
      expect(input).toBeRequired();
      // Shown under its label, and read with the field.
      expect(input).toHaveAccessibleDescription(/^Required\. /);
    }
    expect(screen.queryByText('Please enter your preferred odds')).toBeNull();
  });

  it("refuses empty inputs with the product's messages, without calling the API", async () => {
    const calls = mockFetch({ '/api/smartbet_cards/SB-1': smartCard });
    open();
    await fill('', '', '');
    expect(await screen.findByText('Please enter a potential wins')).toBeInTheDocument();
    expect(screen.getByText('Enter your Price')).toBeInTheDocument();
    expect(screen.getByText('Please enter your preferred odds')).toBeInTheDocument();
    expect(screen.getByLabelText('How much do you want to win?')).toHaveFocus();
    expect(screen.getByLabelText('How much do you want to win?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(calls, 'POST', '/api/smartbets/generate')).toHaveLength(0);
  });

  it('explains badly formed amounts and odds, and clears a message once corrected', async () => {
    mockFetch({ '/api/smartbet_cards/SB-1': smartCard });
    open();
    await fill('12.345', '1234567890', '1000.5');
    // Too many decimals, too many digits: the message says both bounds.
    expect(
      await screen.findAllByText(
        'Enter an amount above 0 and up to 999,999,999, with at most 2 decimals, e.g. 1500 or 12.50.',
      ),
    ).toHaveLength(2);
    expect(screen.getByText(/Enter odds from 1.01 to 1,000/)).toBeInTheDocument();
    const win = screen.getByLabelText('How much do you want to win?');
    await userEvent.clear(win);
    await userEvent.type(win, '1234.5');
    // The corrected field's message goes; the bet's stays.
    expect(screen.getAllByText(/Enter an amount above 0/)).toHaveLength(1);
    expect(screen.getByText(/Enter odds from/)).toBeInTheDocument();
  });

  it('wants to win more than the bet', async () => {
    mockFetch({ '/api/smartbet_cards/SB-1': smartCard });
    open();
    await fill('100', '100', '1.5');
    expect(
      await screen.findByText('How much to win must be more than how much to bet.'),
    ).toBeInTheDocument();
  });

  it('generates the ticket and opens it at /smartbet/generated, kept for a reload', async () => {
    const generated = generatedFixture();
    const calls = mockFetch({
      '/api/smartbet_cards/SB-1': smartCard,
      'POST /api/smartbets/generate': generated.ticket,
    });
    const { router } = open('/smartbet/SB-1?atag=aff%261');
    await fill('200', '100', '1,5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/smartbet/generated'));
    expect(callsTo(calls, 'POST', '/api/smartbets/generate')[0]?.body).toEqual({
      code: 'SB-1',
      amount_to_win: 200,
      amount_to_bet: 100,
      preferred_odds: 1.5,
    });
    expect(router.state.location.state).toEqual(generated);
    expect(JSON.parse(window.sessionStorage.getItem(GENERATED_STORAGE_KEY) ?? 'null')).toEqual(
      generated,
    );
  });

  it('gives its examples as Spanish writes numbers, and takes them typed as they are written', async () => {
    const calls = mockFetch({
      '/api/init': { ...INIT, languages: ['en', 'es'] },
      '/api/smartbet_cards/SB-1': smartCard,
      'POST /api/smartbets/generate': generatedFixture().ticket,
    });
    renderWithApp(<SmartbetScreen />, {
      path: '/smartbet/SB-1?lang=es',
      routePath: '/smartbet/:id',
      brand: testBrand({ languages: ['en', 'es'] }),
    });
    const win = await screen.findByLabelText('¿Cuánto quieres ganar?');
    // Before: "p. ej., 1500 o 12.50" beside odds written "1,75".
    expect(win).toHaveAccessibleDescription(/p\. ej\., 1500 o 12,50$/);
    expect(screen.getByLabelText('Cuota preferida')).toHaveAccessibleDescription(/p\. ej\., 1,50 /);
    const user = userEvent.setup();
    await user.type(win, '1500');
    await user.type(screen.getByLabelText('¿Cuánto quieres apostar?'), '12,50');
    await user.type(screen.getByLabelText('Cuota preferida'), '1,75');
    await user.click(screen.getByRole('button', { name: 'Buscar mi apuesta' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/smartbets/generate')[0]?.body).toMatchObject({
        amount_to_win: 1500,
        amount_to_bet: 12.5,
        preferred_odds: 1.75,
      }),
    );
  });

  it('says when no bet matches, and forgets it when an input changes', async () => {
    mockFetch({
      '/api/smartbet_cards/SB-1': smartCard,
      'POST /api/smartbets/generate': new Reply(404, {
        code: 404,
        message: 'No matching bet found. Please try other options.',
      }),
    });
    const { router } = open();
    await fill('102', '100', '1.5');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No matching bet found. Please try other options.');
    expect(router.state.location.pathname).toBe('/smartbet/SB-1');
    await userEvent.type(screen.getByLabelText('How much do you want to win?'), '0');
    expect(screen.queryByText(/No matching bet found/)).toBeNull();
  });

  it('shows other failures in the error modal with their code', async () => {
    mockFetch({
      '/api/smartbet_cards/SB-1': smartCard,
      'POST /api/smartbets/generate': new Reply(409, {
        code: 409,
        message: 'This ticket has expired',
      }),
    });
    open();
    await fill('1000', '100', '1.5');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('This can no longer be played');
    expect(dialog).toHaveTextContent('This ticket has expired');
    expect(dialog).toHaveTextContent('Please pick another ticket from the games.');
    expect(dialog).toHaveTextContent('Error code 409');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('fills the inputs again when coming back from its generated ticket', async () => {
    saveGenerated(generatedFixture());
    mockFetch({ '/api/smartbet_cards/SB-1': smartCard });
    open();
    expect(await screen.findByLabelText('How much do you want to win?')).toHaveValue('200');
    expect(screen.getByLabelText('How much do you want to bet?')).toHaveValue('100');
    expect(screen.getByLabelText('Preferred odds')).toHaveValue('1.5');
  });

  it('shows an expired or disabled smart bet without its inputs', async () => {
    mockFetch({ '/api/smartbet_cards/SB-1': { ...smartCard, operator_time_expires: inHours(-2) } });
    const first = open();
    expect(await screen.findByRole('heading', { name: 'Expired' })).toBeInTheDocument();
    expect(screen.queryByLabelText('How much do you want to win?')).toBeNull();
    first.unmount();

    mockFetch({ '/api/smartbet_cards/SB-1': { ...smartCard, disabled: true } });
    open();
    expect(
      await screen.findByRole('heading', { name: 'This Ticket Disabled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find my bet' })).toBeNull();
  });
});
