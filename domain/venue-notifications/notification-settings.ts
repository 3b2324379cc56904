import { InvalidInputError } from '../shared/domain-error.js';
import { TEMPLATE_VARIABLES, unknownPlaceholders } from './notification-template.js';

export const SETTING_TOGGLES = [
  'emailNotifications',
  'smsNotifications',
  'pushNotifications',
  'bookingConfirmations',
  'paymentReminders',
  'eventReminders',
  'marketingEmails',
  'autoResponseEnabled',
  'trackOpens',
] as const;
export type SettingToggle = (typeof SETTING_TOGGLES)[number];

export type NotificationSettings = Record<SettingToggle, boolean> & { autoResponseMessage: string };

export const AUTO_RESPONSE_MAX_LENGTH = 2000;

/**
 * Until the owner changes anything: their own alerts by email, the venue's templates sent, and no
 * auto-response, so nothing goes out in the owner's name before they have read it, and no open
 * tracking.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: false,
  bookingConfirmations: true,
  paymentReminders: true,
  eventReminders: true,
  marketingEmails: false,
  autoResponseEnabled: false,
  // An invisible image in each mail tells when it is opened; off until the owner chooses it.
  trackOpens: false,
  autoResponseMessage: "Thank you for your inquiry! We've received your message and will get back to you within 24 hours.",
};

function invalid(field: string, message: string): never {
  throw new InvalidInputError('NOTIFICATION.INVALID_SETTINGS', field, message);
}

/** Applies a PATCH of any subset of the settings; every field given is checked, others are kept. */
export function applySettingsPatch(current: NotificationSettings, patch: Record<string, unknown>): NotificationSettings {
  const next = { ...current };
  for (const toggle of SETTING_TOGGLES) {
    const value = patch[toggle];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') invalid(toggle, `${toggle} must be true or false`);
    next[toggle] = value;
  }
  const message = patch.autoResponseMessage;
  if (message !== undefined) {
    if (typeof message !== 'string') invalid('autoResponseMessage', 'autoResponseMessage must be text');
    const text = message.trim();
    if (text.length > AUTO_RESPONSE_MAX_LENGTH) invalid('autoResponseMessage', `autoResponseMessage must be at most ${AUTO_RESPONSE_MAX_LENGTH} characters`);
    const [unknown] = unknownPlaceholders(text);
    if (unknown !== undefined) invalid('autoResponseMessage', `autoResponseMessage uses {{${unknown}}}, which is not a template variable (${TEMPLATE_VARIABLES.join(', ')})`);
    next.autoResponseMessage = text;
  }
  if (next.autoResponseEnabled && !next.autoResponseMessage) invalid('autoResponseMessage', 'Write the auto-response message before turning it on');
  return next;
}
