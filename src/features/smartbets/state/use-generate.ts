import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { generateSmartbet } from '@/api/smartbets-generate';
import { toApiError } from '@/lib/api-error';
import type { SmartbetGenerateRequest } from '@/types/api.gen';
import { saveGenerated, type GeneratedSmartbet } from './generated-smartbet';

export const GENERATED_PATH = '/smartbet/generated';

export type GenerateProblem =
  /** The API found nothing for these inputs (404): "No matching bet found...". */
  { kind: 'noMatch' } | { kind: 'error'; code: number; message: string };

/**
 * Asks POST /api/smartbets/generate for a ticket and opens it at /smartbet/generated (kept for a
 * reload of that page). One request at a time: a second tap while one runs is ignored.
 */
export function useGenerateSmartbet(meta: { cardCode?: string; title: string; atag?: string }) {
  const navigate = useNavigate();
  const [generating, setGenerating] = useState(false);
  const [problem, setProblem] = useState<GenerateProblem | null>(null);
  const inFlight = useRef(false);
  const { cardCode, title, atag } = meta;

  const generate = useCallback(
    async (request: SmartbetGenerateRequest, options: { replace?: boolean } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setGenerating(true);
      setProblem(null);
      try {
        const ticket = await generateSmartbet(request);
        const generated: GeneratedSmartbet = {
          ...(cardCode ? { cardCode } : {}),
          title,
          ...(atag ? { atag } : {}),
          request,
          ticket,
        };
        saveGenerated(generated);
        void navigate(GENERATED_PATH, { state: generated, replace: options.replace });
      } catch (e) {
        const err = toApiError(e);
        setProblem(
          err.status === 404
            ? { kind: 'noMatch' }
            : { kind: 'error', code: err.code, message: err.message },
        );
      } finally {
        inFlight.current = false;
        setGenerating(false);
      }
    },
    [cardCode, title, atag, navigate],
  );

  return { generate, generating, problem, clearProblem: () => setProblem(null) };
}
