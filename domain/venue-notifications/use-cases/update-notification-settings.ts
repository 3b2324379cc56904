import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { applySettingsPatch, type NotificationSettings } from '../notification-settings.js';
import { settingsOf } from './get-notification-settings.js';
import { loadNotifyingVenue } from './notification-access.js';

/** One toggle (or the auto-response message) at a time, as the panel saves them; the rest stay. */
export class UpdateNotificationSettings {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationSettings' | 'uow' | 'clock'>) {}

  async execute(actor: Actor | null, venueId: string, patch: Record<string, unknown>): Promise<NotificationSettings> {
    await loadNotifyingVenue(this.ports, actor, venueId);
    return this.ports.uow.run(async () => {
      const next = applySettingsPatch(await settingsOf(this.ports, venueId), patch);
      await this.ports.notificationSettings.save(venueId, next, this.ports.clock.now());
      return next;
    });
  }
}
