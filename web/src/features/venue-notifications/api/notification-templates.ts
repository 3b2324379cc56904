import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { NewTemplateRequest, NotificationTemplate, TemplateChanges } from '../types';

export function templatesKey(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/notification-templates`;
}

/** The venue's templates; the first read gives a new venue its four samples. */
export function useNotificationTemplates(venueId: string) {
  return useSWR<NotificationTemplate[], Error>(templatesKey(venueId), apiGet<NotificationTemplate[]>);
}

export function createTemplate(request: NewTemplateRequest): Promise<NotificationTemplate> {
  return apiRequest<NotificationTemplate>('POST', '/api/notification-templates', request);
}

export function updateTemplate(id: string, changes: TemplateChanges): Promise<NotificationTemplate> {
  return apiRequest<NotificationTemplate>('PATCH', `/api/notification-templates/${encodeURIComponent(id)}`, changes);
}

/** Mails the template to the owner's own address. */
export function sendTestTemplate(id: string): Promise<{ sentTo: string }> {
  return apiRequest<{ sentTo: string }>('POST', `/api/notification-templates/${encodeURIComponent(id)}/test`);
}

/** Mails the template, filled in, to the couple of one of the venue's bookings. */
export function sendTemplateToBooking(id: string, bookingId: string): Promise<{ sentTo: string }> {
  return apiRequest<{ sentTo: string }>('POST', `/api/notification-templates/${encodeURIComponent(id)}/send`, { bookingId });
}
