import { apiRequest } from '@/lib/api-client';
import type { ResetPasswordRequest } from '../types';

/** Sets the new password; every session of the account ends, so the user signs in again. */
export function resetPassword(request: ResetPasswordRequest): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/reset-password', request);
}
