import { describe, expect, it, vi } from 'vitest';
import { enterPaymentFlow, onPaymentFlowLeft, unlessPaying } from '@/lib/payment-flow';

describe('payment flow', () => {
  it('holds a new release back while the player pays, and lets it go once they leave', async () => {
    const take = vi.fn();
    const left = vi.fn();
    const unsubscribe = onPaymentFlowLeft(left);
    const leave = enterPaymentFlow();
    expect(await unlessPaying(take)).toBe(false);
    // Two flows at once (the summary, then the bank's widget over it): both must end.
    const leaveToo = enterPaymentFlow();
    leave();
    leave();
    expect(await unlessPaying(take)).toBe(false);
    expect(take).not.toHaveBeenCalled();
    leaveToo();
    await vi.waitFor(() => expect(left).toHaveBeenCalledTimes(2));
    expect(await unlessPaying(take)).toBe(true);
    expect(take).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
