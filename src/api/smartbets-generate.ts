import { apiFetch } from '@/lib/api-client';
import type { SmartbetGenerated, SmartbetGenerateRequest } from '@/types/api.gen';
import { isSmartbetGenerated } from '@/types/answers/smartbet-generated.gen';

/** POST /api/smartbets/generate: a ticket built to the player's targets (404 when nothing matches). */
export function generateSmartbet(body: SmartbetGenerateRequest): Promise<SmartbetGenerated> {
  return apiFetch('/smartbets/generate', isSmartbetGenerated, { method: 'POST', body });
}
