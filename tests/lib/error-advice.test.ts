import { describe, expect, it } from 'vitest';
import {
  BAD_ANSWER_MESSAGE,
  OFFLINE_MESSAGE,
  OPERATOR_ERROR_PREFIX,
  TIMEOUT_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@/lib/api-error';
import { adviseError } from '@/lib/error-advice';

const advise = (code: number, message: string, status = 0) =>
  adviseError({ code, message, status });

describe('adviseError: what a player is told and offered for an error', () => {
  it('asks again only where asking again may work: network, time-out, server trouble', () => {
    expect(advise(-1, OFFLINE_MESSAGE)).toMatchObject({ kind: 'offline', code: false });
    expect(advise(-1, OFFLINE_MESSAGE).actions).toEqual(['retry', 'lobby']);
    expect(advise(-1, TIMEOUT_MESSAGE).actions).toEqual(['retry', 'lobby']);
    expect(advise(-1, UNKNOWN_ERROR_MESSAGE)).toMatchObject({ kind: 'server', detail: false });
    expect(advise(-1, BAD_ANSWER_MESSAGE, 200).actions).toContain('retry');
    expect(advise(503, 'Payments are paused until 14:00', 503)).toMatchObject({
      kind: 'server',
      actions: ['retry', 'lobby'],
      // The operator's own words say more than ours.
      detail: true,
      code: true,
    });
  });

  it("shows no gateway's words (502, 504): the player reads that it is on our side, in their language", () => {
    // What the bundled server answers when the operator API is down or slow.
    for (const [status, words] of [
      [502, 'The operator cannot be reached right now'],
      [504, 'The operator did not answer in time'],
    ] as const) {
      expect(advise(status, words, status)).toMatchObject({ kind: 'server', detail: false });
    }
  });

  it('never offers Try again for a ticket that does not exist (404) or is closed (409)', () => {
    expect(advise(404, 'Ticket T-1 not found', 404)).toEqual({
      kind: 'notFound',
      actions: ['lobby'],
      detail: true,
      code: true,
    });
    // An operator's own code with a 404 status is still not found.
    expect(advise(7, 'Gone', 404).kind).toBe('notFound');
    expect(advise(409, 'This ticket has expired', 409)).toMatchObject({
      kind: 'closed',
      actions: ['lobby'],
    });
  });

  it('sends the player back to the picks for moved odds (104)', () => {
    expect(advise(104, 'Odds have changed. Please change your bet.', 409)).toMatchObject({
      kind: 'oddsChanged',
      actions: ['changeBet', 'lobby'],
    });
  });

  it("keeps the server's words about the request (4xx) and placing's own checks (code 1)", () => {
    expect(advise(400, 'Pick at least 7 events', 400)).toMatchObject({
      kind: 'refused',
      actions: ['lobby'],
      detail: true,
    });
    expect(advise(1, 'Not enough money')).toMatchObject({ kind: 'notPlaced', detail: true });
    expect(advise(429, 'Please wait 30 seconds', 429).actions).toEqual(['retry', 'lobby']);
  });

  it('reads a sign-in refusal by what happened, not by the call that failed', () => {
    expect(advise(404, `${OPERATOR_ERROR_PREFIX}Unknown player`, 404).kind).toBe('notFound');
    expect(advise(-1, `${OPERATOR_ERROR_PREFIX}${OFFLINE_MESSAGE}`).kind).toBe('offline');
  });
});
