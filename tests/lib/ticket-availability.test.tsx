import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveFirst, ticketAvailability, useTicketAvailability } from '@/lib/ticket-availability';

const NOW = Date.UTC(2025, 0, 10, 9, 0, 0);

describe('ticketAvailability', () => {
  it('is open before the time, expired at and after it', () => {
    expect(ticketAvailability({ expiresAt: new Date(NOW + 1000).toISOString() }, NOW)).toBe('open');
    expect(ticketAvailability({ expiresAt: NOW }, NOW)).toBe('expired');
    expect(ticketAvailability({ expiresAt: NOW - 1 }, NOW)).toBe('expired');
  });

  it('reads seconds since epoch as the countdown does', () => {
    expect(ticketAvailability({ expiresAt: NOW / 1000 + 60 }, NOW)).toBe('open');
  });

  it('counts an unreadable or missing time as expired (the countdown shows Expired)', () => {
    expect(ticketAvailability({ expiresAt: 'soon' }, NOW)).toBe('expired');
    expect(ticketAvailability({ expiresAt: undefined }, NOW)).toBe('expired');
  });

  it('names a disabled ticket disabled, whatever its time', () => {
    expect(ticketAvailability({ disabled: true, expiresAt: NOW + 1e9 }, NOW)).toBe('disabled');
    expect(ticketAvailability({ disabled: true, expiresAt: NOW - 1 }, NOW)).toBe('disabled');
  });
});

function Probe({ expiresAt }: { expiresAt: number }) {
  return <p>{useTicketAvailability({ expiresAt })}</p>;
}

describe('useTicketAvailability', () => {
  afterEach(() => vi.useRealTimers());

  it('turns expired by itself when the time comes', () => {
    vi.useFakeTimers({ now: NOW });
    render(<Probe expiresAt={NOW + 5_000} />);
    expect(screen.getByText('open')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('open')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('expired')).toBeInTheDocument();
  });
});

describe('liveFirst', () => {
  const at = (offset: number) => new Date(NOW + offset).toISOString();
  const row = [
    { code: 'A', operator_time_expires: at(60_000) },
    { code: 'EXPIRED', operator_time_expires: at(-1) },
    { code: 'B', operator_time_expires: at(120_000) },
    { code: 'DISABLED', disabled: true, operator_time_expires: at(60_000) },
    { code: 'C', operator_time_expires: at(30_000) },
  ];

  it('puts the tickets that can be played first, in their order, the dead ones at the end', () => {
    expect(liveFirst(row, NOW).map((t) => t.code)).toEqual(['A', 'B', 'C', 'EXPIRED', 'DISABLED']);
  });

  it('moves a ticket to the end once its time is up', () => {
    expect(liveFirst(row, NOW + 40_000).map((t) => t.code)).toEqual([
      'A',
      'B',
      'EXPIRED',
      'DISABLED',
      'C',
    ]);
  });
});
