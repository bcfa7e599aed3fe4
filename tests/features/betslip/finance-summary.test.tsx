import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { FinanceSummary } from '@/features/betslip/finance-summary';
import type { Language } from '@/lib/languages';
import type { FinanceDetails } from '@/types/api.gen';
import type { Brand } from '@/types/brand.gen';
import { toRuntimeCompliance, type Markets } from '../../../scripts/brand/compliance';
import rules from '../../../schemas/markets.json';
import demo from '../../../brands/demo.json';
import eurowin from '../../../brands/eurowin.json';
import { mockApi, renderWithApp, testBrand, testInit } from '../../support/render';

// The summary names each tax as the host's market does, hides a tax of 0 and says where the
// operator's cap bites (docs/behaviour.md#money).

const markets = rules.markets as unknown as Markets;

/** A brand with its licences as the build stamps them, the page on the licence of `market`. */
function licensed(brand: unknown, market: string, languages: Language[]): RuntimeBrand {
  const compliance = toRuntimeCompliance(brand as Brand, markets)!;
  return testBrand({
    languages: languages as [Language, ...Language[]],
    // The test page's host is none of the brand's: the page shows the first licence.
    compliance: { ...compliance, licences: compliance.licences.filter((l) => l.market === market) },
  });
}

const result = (data: FinanceDetails) =>
  ({ data, error: undefined, isLoading: false, retry: () => {} }) as unknown as Parameters<
    typeof FinanceSummary
  >[0]['result'];

function show(data: FinanceDetails, brand: RuntimeBrand, lang: Language, currency: string) {
  mockApi({ '/api/init': testInit({ languages: brand.languages, currency }) });
  renderWithApp(<FinanceSummary result={result(data)} />, { path: `/?lang=${lang}`, brand });
}

const norm = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ');
const terms = () => [...document.querySelectorAll('dt')].map((d) => norm(d.textContent));
const amounts = () => [...document.querySelectorAll('dd')].map((d) => norm(d.textContent));

const german: FinanceDetails = {
  price: 10,
  total_odds: 2,
  stake: 9.5,
  ext: 5.3,
  ext_amount: 0.5,
  ext_type: 'stake',
  wht: 0,
  wht_amount: 0,
  gross_payout: 19,
  net_payout: 19,
  max_payout: 100_000,
};

describe('the tax rows', () => {
  it('name the German stake tax Wettsteuer, and show no withholding tax of 0', async () => {
    show(german, licensed(eurowin, 'DE', ['en', 'de', 'sv']), 'de', 'EUR');
    await screen.findByText(/10,00/);
    expect(terms()).toContain('Wettsteuer (5,3 %)');
    // Before: "Verbrauchsteuer (5,3 %)" and a row "Quellensteuer (0 %)".
    expect(terms().join('|')).not.toMatch(/Verbrauchsteuer|Quellensteuer|\(0 %\)/);
    // Under the cap: no Max win.
    expect(terms().join('|')).not.toMatch(/Höchstgewinn/);
  });

  it('show none on a Swedish ticket, whose stake and winnings are untaxed', async () => {
    const swedish = { ...german, ext: 0, ext_amount: 0, stake: 10, gross_payout: 20 };
    show({ ...swedish, net_payout: 20 }, licensed(eurowin, 'SE', ['sv', 'en']), 'sv', 'EUR');
    await screen.findByText('Pris');
    expect(terms()).toEqual([
      'Pris',
      'Totalodds',
      'Insats',
      'Bruttoutbetalning',
      'Nettoutbetalning',
    ]);
  });
});

describe('the payout cap', () => {
  it('shows Max win and the capped payout where the cap bites', async () => {
    // The smart bet of 14 picks at 145,574,846 for KES 10: it showed KES 1,019,023,924.38.
    const capped: FinanceDetails = {
      price: 10,
      total_odds: 145_574_846,
      stake: 9.5,
      ext: 5,
      ext_amount: 0.5,
      ext_type: 'stake',
      wht: 20,
      wht_amount: 3_999_998.1,
      gross_payout: 20_000_000,
      net_payout: 16_000_001.9,
      max_payout: 20_000_000,
      capped: true,
    };
    show(capped, licensed(demo, 'KE', ['en', 'swTZ']), 'en', 'KES');
    await screen.findByText('Max win');
    expect(terms()).toEqual([
      'Price',
      'Total odds',
      'Stake',
      'Excise duty (5%)',
      'Withholding tax (20%)',
      'Max win',
      'Gross payout',
      'Net payout',
    ]);
    expect(amounts()).toContain('KES 20,000,000.00');
    expect(amounts()).not.toContain('KES 1,019,023,924.38');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payout is capped at KES 20,000,000.00, the most one ticket can win.',
    );
  });
});
