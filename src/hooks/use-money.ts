import { useIntl } from 'react-intl';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';

/** Formats amounts in the operator's currency (from /api/init, else the brand's region). */
export function useMoney(): (value: number) => string {
  const intl = useIntl();
  const brand = useBrand();
  const { data: init } = useInit();
  const currency = init?.currency ?? brand.region.currency;
  return (value) => intl.formatNumber(value, { style: 'currency', currency });
}
