import { apiRequest } from '@/lib/api-client';
import type { Guest, NewGuestRequest } from '../types';

export function addGuest(request: NewGuestRequest): Promise<Guest> {
  return apiRequest<Guest>('POST', '/api/guests', request);
}
