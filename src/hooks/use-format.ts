import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import { createFormatter, type Formatter } from '@/lib/format';

/**
 * The player's formatter (src/lib/format.ts): numbers, money, percents and dates in the language
 * showing, dates in the operator's zone (the brand's region.timeZone), money in /api/init's
 * currency, else the brand's.
 */
export function useFormat(): Formatter {
  const intl = useIntl();
  const brand = useBrand();
  const { data: init } = useInit();
  const currency = init?.currency ?? brand.region.currency;
  const { timeZone } = brand.region;
  return useMemo(() => createFormatter(intl, { timeZone, currency }), [intl, timeZone, currency]);
}
