import type { QuickbetxCard } from '@/types/api.gen';
import { cardEndpoints } from './card-endpoints';

/** GET /api/jackpot_cards and /api/jackpot_cards/{id}. */
export const jackpotCards = cardEndpoints<QuickbetxCard>('jackpot');
export const useJackpotCards = jackpotCards.useList;
export const useJackpotCard = jackpotCards.useDetail;
