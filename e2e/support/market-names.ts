import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { createFormatter } from '../../src/lib/format';
import { outcomeName } from '../../src/lib/market-names';
import type { Event } from '../../src/types/api.gen';

const en = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/locales/en.json'), 'utf8'),
) as Record<string, string>;
const intl = createIntl({ locale: 'en-GB', messages: en });
const format = createFormatter(intl, { timeZone: 'UTC', currency: 'KES' });

/** A bet of an event as an English player reads it (src/lib/market-names.ts): "Napoli -1", "Draw". */
export const outcomeOf = (event: Event, betName: string): string =>
  outcomeName(intl, format, event.market, betName, {
    home: event.home_team.name,
    away: event.away_team.name,
  });
