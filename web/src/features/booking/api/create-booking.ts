import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import type { BookingRequest, CreatedBooking } from '../types';

export const bookingsKey = '/api/bookings';

/** The server also sets an httpOnly cookie that lets this browser read the booking later. */
export function createBooking(request: BookingRequest): Promise<CreatedBooking> {
  return apiRequest<CreatedBooking>('POST', bookingsKey, request);
}

export function useCreateBooking() {
  return useSWRMutation<CreatedBooking, Error, string, BookingRequest>(bookingsKey, (_key, { arg }) => createBooking(arg), {
    throwOnError: true,
  });
}
