import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { fetcherOf } from '@/lib/swr';
import type { Booking, BookingRequest } from '@/types/api.gen';
import { isBooking } from '@/types/answers/booking.gen';

/** POST /api/bookings: a booking code for a slip, or for a placed ticket's picks to play again. */
export function makeBooking(body: BookingRequest): Promise<Booking> {
  return apiFetch('/bookings', isBooking, { method: 'POST', body });
}

/** GET /api/bookings/{code}: the slip a booking code names. */
export const bookingKey = (code: string) => [`/bookings/${encodeURIComponent(code)}`] as const;

const fetchBooking = fetcherOf(isBooking);

export function useBooking(code: string | undefined) {
  return useSWR<Booking, unknown>(code ? bookingKey(code) : null, fetchBooking);
}
