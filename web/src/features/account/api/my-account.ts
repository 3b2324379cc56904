import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** GET /api/my/data as a saved file; answers the file's name. */
export function downloadMyData(): Promise<string> {
  return downloadFile('/api/my/data', 'hill-country-weddings-data.json');
}

export interface DeletedAccount {
  message: string;
  /** Future bookings the deletion cancelled (their venues were told). */
  cancelledBookings: number;
}

/** DELETE /api/my/account, confirmed with the password. */
export function deleteMyAccount(password: string): Promise<DeletedAccount> {
  return apiRequest<DeletedAccount>('DELETE', '/api/my/account', { password });
}
