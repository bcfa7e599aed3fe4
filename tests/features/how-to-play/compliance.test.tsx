import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RuntimeBrand } from '@/config/runtime-brand';
import type { Brand } from '@/types/brand.gen';
import { toRuntimeCompliance, type Markets } from '../../../scripts/brand/compliance';
import rules from '../../../schemas/markets.json';
import demo from '../../../brands/demo.json';
import eurowin from '../../../brands/eurowin.json';
import { mockApi, renderApp, testBrand, testInit } from '../../support/render';

const markets = rules.markets as unknown as Markets;

/** The demo brand with its licence, as the build stamps it (Kenya). */
const kenyan = (): RuntimeBrand =>
  testBrand({ compliance: toRuntimeCompliance(demo as unknown as Brand, markets) });

/** EuroWin's Swedish licence on this page (the test page's host is none of eurowin's). */
function swedish(): RuntimeBrand {
  const compliance = toRuntimeCompliance(eurowin as unknown as Brand, markets)!;
  return testBrand({
    languages: ['sv', 'en'],
    compliance: { ...compliance, licences: compliance.licences.filter((l) => l.market === 'SE') },
  });
}

describe('the market elements on every page', () => {
  it('shows the footer of a Kenyan licence: age mark, warning, helpline, licence and links', async () => {
    mockApi({ '/api/init': testInit() });
    renderApp('/how-to-play', { brand: kenyan() });
    // The first test loads the market's chunk cold (its modules compiled for the test): room.
    const footer = await screen.findByRole(
      'contentinfo',
      { name: 'Licence and responsible gambling' },
      { timeout: 10_000 },
    );
    expect(
      within(footer).getByRole('img', { name: 'Only for people aged 18 or over' }),
    ).toHaveTextContent('18+');
    expect(footer).toHaveTextContent('Gambling can be addictive. Play responsibly.');
    expect(footer).toHaveTextContent(
      'BetDeck Demo Ltd is licensed and regulated by the Betting Control and Licensing Board (BCLB) under licence number BK-0000101.',
    );
    expect(
      within(footer).getByRole('link', { name: 'Betting Control and Licensing Board (BCLB)' }),
    ).toHaveAttribute('href', 'https://bclb.go.ke/');
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      'https://betdeck.example/terms',
    );
    fireEvent.click(within(footer).getByRole('link', { name: 'Play responsibly' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play responsibly' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
  });

  it('names the regulator without an English article in another language (Kiswahili)', async () => {
    mockApi({ '/api/init': testInit({ languages: ['swTZ', 'en'] }) });
    renderApp('/how-to-play', { brand: { ...kenyan(), languages: ['swTZ', 'en'] } });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(footer).toHaveTextContent(
      'BetDeck Demo Ltd ina leseni na inasimamiwa na Betting Control and Licensing Board (BCLB), namba ya leseni BK-0000101.',
    );
  });

  it('puts Sweden’s three buttons in a bar at the top, in Swedish first', async () => {
    mockApi({ '/api/init': testInit({ languages: ['sv', 'en'] }) });
    renderApp('/how-to-play', { brand: swedish() });
    const bar = await screen.findByRole('navigation', { name: 'Spelansvar' }, { timeout: 10_000 });
    expect(document.body.firstElementChild).toContainElement(bar);
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Spelpaus', 'https://www.spelpaus.se/'],
      ['Spelgränser', 'https://se.eurowin.example/spelgranser'],
      ['Självtest', 'https://www.stodlinjen.se/'],
    ]);
  });

  it('shows none of it for a brand without a licence (made in tests)', async () => {
    mockApi({ '/api/init': testInit() });
    renderApp('/how-to-play');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
