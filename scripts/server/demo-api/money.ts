/**
 * The operator's money as the demo API plays it, per host: the taxes of the market the host is
 * licensed in (schemas/markets.json `money`, docs/compliance.md#taxes) and the caps of one ticket
 * (the brand's `demoApi`, else the market's default in the brand's currency). eurowin's German
 * hosts take the German Wettsteuer; its Swedish host takes no tax.
 */
import type { Market } from '../../../src/types/brand.gen';
import { loadMarkets, type TaxBase } from '../../brand/compliance';
import { normaliseHost } from '../site-policy';

/** What finance-details, placing and the smart bets compute with. */
export interface Money {
  /** The market whose rules apply; undefined for a brand of no market we know. */
  market?: Market;
  /** Tax on the stake, percent, and what it is taken from. */
  ext: number;
  extBase: Exclude<TaxBase, 'winnings'>;
  /** Tax on the winnings, percent. */
  wht: number;
  /** What one ticket may pay out at most (gross), and stake (its price) at most. */
  maxPayout?: number;
  maxStake?: number;
}

/** The parts of a brand the money is read from. */
export interface MoneyBrand {
  region: { currency: string; country: string };
  demoApi?: { exciseTax?: number; withholdingTax?: number; maxPayout?: number; maxStake?: number };
  compliance?: { licences: readonly { market: string; hosts?: readonly string[] }[] };
}

const isMarket = (code: string | undefined): code is Market =>
  code !== undefined && Object.hasOwn(loadMarkets(), code);

/**
 * The market of a host, as the page picks its licence (src/config/page-licence.ts): the licence
 * naming the host, else the first (localhost); a brand without licences, its country's.
 */
export function marketOfHost(brand: MoneyBrand, host: string | undefined): Market | undefined {
  const licences = brand.compliance?.licences ?? [];
  const bare = host ? normaliseHost(host) : '';
  const licence = licences.find((l) => l.hosts?.includes(bare)) ?? licences[0];
  const code = licence?.market ?? brand.region.country;
  return isMarket(code) ? code : undefined;
}

/** The money on `market` (the brand's overrides first). */
export function moneyOf(brand: MoneyBrand, market: Market | undefined): Money {
  const rules = market ? loadMarkets()[market].money : undefined;
  const own = brand.demoApi ?? {};
  const currency = brand.region.currency;
  const stake = rules?.taxes.stake;
  const money: Money = {
    ...(market ? { market } : {}),
    ext: own.exciseTax ?? stake?.rate ?? 0,
    extBase: own.exciseTax === undefined && stake?.base === 'stakeNet' ? 'stakeNet' : 'stake',
    wht: own.withholdingTax ?? rules?.taxes.winnings.rate ?? 0,
  };
  const maxPayout = own.maxPayout ?? rules?.maxPayout.amounts[currency];
  const maxStake = own.maxStake ?? rules?.maxStake?.amounts[currency];
  if (maxPayout !== undefined) money.maxPayout = maxPayout;
  if (maxStake !== undefined) money.maxStake = maxStake;
  return money;
}
