/** GET /api/init: the operator config, from the brand the demo API plays. */
import type { OperatorConfig } from '../../../../src/types/api.gen';
import { sendJson } from '../../http-utils';
import type { Route } from '../route';
import { moneyOfRequest } from '../state';

export const initRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/api/init',
    handle: ({ state, reply, req }) => {
      const { brand, providers } = state;
      // The operator decides money: the host's market's tax on the stake, and the caps.
      const money = moneyOfRequest(state, req);
      const config: OperatorConfig = {
        operator: brand.id,
        language: brand.languages[0] ?? 'en',
        languages: brand.languages.length ? [...brand.languages] : ['en'],
        currency: brand.region.currency,
        psp: [...providers],
        exercise_tax: money.ext,
        // Booking codes are made and read here (routes/bookings.ts).
        bookings: true,
      };
      if (money.maxPayout !== undefined) config.max_payout = money.maxPayout;
      if (money.maxStake !== undefined) config.max_stake = money.maxStake;
      if (providers.includes('bank')) {
        // The banks of the demo bank page: the bank panel shows the same ones.
        config.bank_widget = {
          script_url: '/demo-bank/widget.js',
          client_id: 'demo-client',
          banks: state.banks.map((name) => ({ name })),
        };
      }
      sendJson(reply, 200, config);
    },
  },
];
