import { apiRequest } from '@/lib/api-client';

export function signOut(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/sign-out');
}
