import type { QuicktipCard } from '@/types/api.gen';
import { cardEndpoints } from './card-endpoints';

/** GET /api/quicktip_cards and /api/quicktip_cards/{id}. */
export const quicktipCards = cardEndpoints<QuicktipCard>('quicktip');
export const useQuicktipCards = quicktipCards.useList;
export const useQuicktipCard = quicktipCards.useDetail;
