import type { SuperbetCard } from '@/types/api.gen';
import { cardEndpoints } from './card-endpoints';

/** GET /api/superbet_cards and /api/superbet_cards/{id}. */
export const superbetCards = cardEndpoints<SuperbetCard>('superbet');
export const useSuperbetCards = superbetCards.useList;
export const useSuperbetCard = superbetCards.useDetail;
