import type { SmartbetCard } from '@/types/api.gen';
import { cardEndpoints } from './card-endpoints';

/** GET /api/smartbet_cards and /api/smartbet_cards/{id}. */
export const smartbetCards = cardEndpoints<SmartbetCard>('smartbet');
export const useSmartbetCards = smartbetCards.useList;
export const useSmartbetCard = smartbetCards.useDetail;
