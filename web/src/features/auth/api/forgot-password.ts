import { apiRequest } from '@/lib/api-client';

/** The answer is the same whether or not the email has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', { email });
}
