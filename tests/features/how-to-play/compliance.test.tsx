import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RuntimeBrand } from '@/config/runtime-brand';
import type { Brand } from '@/types/brand.gen';
import { toRuntimeCompliance, type Markets } from '../../../scripts/brand/compliance';
import rules from '../../../schemas/markets.json';
import demo from '../../../brands/demo.json';
import eurowin from '../../../brands/eurowin.json';
import pesaplay from '../../../brands/pesaplay-tz.json';
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
    // The BCLB's own words (docs/compliance.md#the-regulators-own-words), and customer care.
    expect(footer).toHaveTextContent('Gambling is addictive! Play responsibly');
    expect(footer).not.toHaveTextContent('Gambling can be addictive');
    expect(footer).toHaveTextContent('Not for persons under 18 years of age');
    expect(footer).toHaveTextContent('Customer care: care@betdeck.example');
    expect(within(footer).getByRole('link', { name: 'care@betdeck.example' })).toHaveAttribute(
      'href',
      'mailto:care@betdeck.example',
    );
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
    // The BCLB's words stay as it wrote them, marked English on a Swahili page.
    expect(within(footer).getByText('Gambling is addictive! Play responsibly')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(footer).getByText('Not for persons under 18 years of age')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(footer).toHaveTextContent('Huduma kwa wateja: care@betdeck.example');
  });

  it("shows the Gaming Board of Tanzania's message and the brand's counselling number", async () => {
    mockApi({ '/api/init': testInit({ languages: ['swTZ', 'en'] }) });
    const compliance = toRuntimeCompliance(pesaplay as unknown as Brand, markets);
    renderApp('/how-to-play', { brand: testBrand({ languages: ['swTZ', 'en'], compliance }) });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(
      within(footer).getByText('Gaming Problems Hurt. Winners Know when to Stop.'),
    ).toHaveAttribute('lang', 'en');
    expect(within(footer).getByRole('link', { name: '+255 22 221 4510' })).toHaveAttribute(
      'href',
      'tel:+255222214510',
    );
    expect(footer).toHaveTextContent('Bodi ya Michezo ya Kubahatisha Tanzania');
  });

  it('shows the Swedish licence line and Stödlinjen in the footer, in Swedish', async () => {
    mockApi({ '/api/init': testInit({ languages: ['sv', 'en'] }) });
    renderApp('/how-to-play', { brand: swedish() });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(footer).toHaveTextContent(
      'EuroWin Sverige AB har licens från Spelinspektionen, licensnummer SI-22Si0501.',
    );
    expect(within(footer).getByRole('link', { name: 'Spelinspektionen' })).toHaveAttribute(
      'href',
      'https://www.spelinspektionen.se/',
    );
    expect(within(footer).getByRole('link', { name: 'Stödlinjen' })).toHaveAttribute(
      'href',
      'https://www.stodlinjen.se/',
    );
    expect(within(footer).getByRole('link', { name: '020-81 91 00' })).toHaveAttribute(
      'href',
      'tel:020819100',
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
