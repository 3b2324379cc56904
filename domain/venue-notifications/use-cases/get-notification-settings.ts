import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../notification-settings.js';
import { loadNotifyingVenue } from './notification-access.js';

/** The settings that decide what a venue's mail does; the defaults until the owner changes one. */
export async function settingsOf(ports: Pick<Ports, 'notificationSettings'>, venueId: string): Promise<NotificationSettings> {
  return (await ports.notificationSettings.find(venueId)) ?? DEFAULT_NOTIFICATION_SETTINGS;
}

export class GetNotificationSettings {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationSettings'>) {}

  async execute(actor: Actor | null, venueId: string): Promise<NotificationSettings> {
    await loadNotifyingVenue(this.ports, actor, venueId);
    return settingsOf(this.ports, venueId);
  }
}
