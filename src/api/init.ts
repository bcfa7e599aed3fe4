import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { asOperatorError } from '@/lib/api-error';
import type { OperatorConfig } from '@/types/api.gen';
import { isOperatorConfig } from '@/types/answers/operator-config.gen';

/** GET /api/init: the operator config (currency, tax, languages, payment providers). */
export const initKey = ['/init'] as const;

export async function fetchInit(): Promise<OperatorConfig> {
  try {
    return await apiFetch('/init', isOperatorConfig);
  } catch (error) {
    throw asOperatorError(error);
  }
}

export function useInit() {
  return useSWR<OperatorConfig, unknown>(initKey, fetchInit, { revalidateIfStale: false });
}
