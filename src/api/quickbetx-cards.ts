import type { QuickbetxCard } from '@/types/api.gen';
import { cardEndpoints } from './card-endpoints';

/** GET /api/quickbetx_cards and /api/quickbetx_cards/{id}. */
export const quickbetxCards = cardEndpoints<QuickbetxCard>('quickbetx');
export const useQuickbetxCards = quickbetxCards.useList;
export const useQuickbetxCard = quickbetxCards.useDetail;
