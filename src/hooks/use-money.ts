import { useFormat } from './use-format';

/** Formats amounts in the operator's currency (from /api/init, else the brand's region). */
export function useMoney(): (value: number) => string {
  const { money } = useFormat();
  return (value) => money(value);
}
