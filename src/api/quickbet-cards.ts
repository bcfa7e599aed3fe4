import type { QuickbetxCard } from '@/types/api.gen';
import { cardEndpoints } from './card-endpoints';

/** GET /api/quickbet_cards and /api/quickbet_cards/{id}. */
export const quickbetCards = cardEndpoints<QuickbetxCard>('quickbet');
export const useQuickbetCards = quickbetCards.useList;
export const useQuickbetCard = quickbetCards.useDetail;
