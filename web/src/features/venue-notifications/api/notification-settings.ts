import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { NotificationSettings, SettingsChanges } from '../types';

export function settingsKey(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/notification-settings`;
}

export function useNotificationSettings(venueId: string) {
  return useSWR<NotificationSettings, Error>(settingsKey(venueId), apiGet<NotificationSettings>);
}

/** One toggle, or the auto-response message, per call; the answer is the whole settings. */
export function patchSettings(venueId: string, changes: SettingsChanges): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('PATCH', settingsKey(venueId), changes);
}
