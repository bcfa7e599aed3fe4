// The brand of the server tests, in a module of its own: a server process a test spawns imports
// it outside Vite (helpers.ts needs Vite's import.meta.glob).
import type { BrandLike } from '../../scripts/server/demo-api/index';

export const testBrand: BrandLike = {
  id: 'demo',
  name: 'BetDeck',
  languages: ['en', 'swTZ'],
  region: { country: 'KE', currency: 'KES' },
  demoApi: { exciseTax: 12.5, withholdingTax: 20 },
  payments: { providers: ['mpesa', 'airtel', 'bank'] },
};
