import { InvalidInputError } from '../shared/domain-error.js';

export const TEMPLATE_TYPES = ['booking_confirmation', 'payment_reminder', 'event_reminder', 'custom'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const SEND_TIMINGS = ['immediate', 'schedule'] as const;
export type SendTiming = (typeof SEND_TIMINGS)[number];

/** The only facts an owner's text can reach: {{name}} placeholders from this list, nothing else. */
export const TEMPLATE_VARIABLES = [
  'couple_name',
  'venue_name',
  'wedding_date',
  'guest_count',
  'total_amount',
  'package_name',
  'amount',
  'due_date',
  'payment_link',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

export const TEMPLATE_LIMITS = {
  nameLength: 100,
  subjectLength: 200,
  contentLength: 5000,
  maxScheduleDays: 365,
  maxTemplatesPerVenue: 50,
  /** The cards show this much of the content. */
  previewLength: 150,
} as const;

export interface NotificationTemplate {
  id: string;
  venueId: string;
  name: string;
  type: TemplateType;
  subject: string;
  content: string;
  isActive: boolean;
  sendTiming: SendTiming;
  /** Days before the event, for scheduled templates; null when sent at once. */
  scheduleDays: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TemplateFields = Pick<NotificationTemplate, 'name' | 'type' | 'subject' | 'content' | 'isActive' | 'sendTiming' | 'scheduleDays'>;

/** What a client may send; anything left out keeps its stored value (or the spec's default on create). */
export interface TemplateInput {
  name?: unknown;
  type?: unknown;
  subject?: unknown;
  content?: unknown;
  isActive?: unknown;
  sendTiming?: unknown;
  scheduleDays?: unknown;
}

/** The spec's defaults for a new template: custom, sent at once, active. */
export const TEMPLATE_DEFAULTS: Pick<TemplateFields, 'type' | 'isActive' | 'sendTiming' | 'scheduleDays'> = {
  type: 'custom',
  isActive: true,
  sendTiming: 'immediate',
  scheduleDays: null,
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function isTemplateVariable(name: string): name is TemplateVariable {
  return (TEMPLATE_VARIABLES as readonly string[]).includes(name);
}

/** The placeholders a text uses that are not template variables ("{{ssn}}" -> ["ssn"]). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !isTemplateVariable(name));
}

/**
 * Fills {{variable}} placeholders from the values; the result is plain text (the mail escapes it).
 * A placeholder that is not a variable stays as written: owner text reaches nothing else.
 */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isTemplateVariable(name) ? values[name] : whole));
}

/** The first 150 characters of the content, on one line, with an ellipsis when cut. */
export function templatePreview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > TEMPLATE_LIMITS.previewLength ? `${flat.slice(0, TEMPLATE_LIMITS.previewLength).trimEnd()}…` : flat;
}

function invalid(field: string, message: string): never {
  throw new InvalidInputError('NOTIFICATION.INVALID_TEMPLATE', field, message);
}

function readText(input: TemplateInput, field: 'name' | 'subject' | 'content', max: number, current: string | undefined): string {
  const value = input[field];
  if (value === undefined) {
    if (current === undefined) invalid(field, `${field} is required`);
    return current;
  }
  if (typeof value !== 'string') invalid(field, `${field} must be text`);
  const text = value.trim();
  if (!text) invalid(field, `${field} must not be blank`);
  if (text.length > max) invalid(field, `${field} must be at most ${max} characters`);
  if (field !== 'name') {
    const [unknown] = unknownPlaceholders(text);
    if (unknown !== undefined) invalid(field, `${field} uses {{${unknown}}}, which is not a template variable (${TEMPLATE_VARIABLES.join(', ')})`);
  }
  return text;
}

function readChoice<T extends string>(value: unknown, field: string, choices: readonly T[], current: T): T {
  if (value === undefined) return current;
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) invalid(field, `${field} must be one of ${choices.join(', ')}`);
  return value as T;
}

/**
 * Checks a create (no current) or an edit (the stored fields) and returns the template's fields.
 * A scheduled template needs its days before the event; an immediate one keeps none.
 */
export function readTemplateFields(input: TemplateInput, current?: TemplateFields): TemplateFields {
  const base = current ?? { ...TEMPLATE_DEFAULTS, name: undefined, subject: undefined, content: undefined };
  const name = readText(input, 'name', TEMPLATE_LIMITS.nameLength, current?.name);
  const subject = readText(input, 'subject', TEMPLATE_LIMITS.subjectLength, current?.subject);
  const content = readText(input, 'content', TEMPLATE_LIMITS.contentLength, current?.content);
  const type = readChoice(input.type, 'type', TEMPLATE_TYPES, base.type);
  const sendTiming = readChoice(input.sendTiming, 'sendTiming', SEND_TIMINGS, base.sendTiming);
  if (input.isActive !== undefined && typeof input.isActive !== 'boolean') invalid('isActive', 'isActive must be true or false');
  const isActive = (input.isActive as boolean | undefined) ?? base.isActive;
  let scheduleDays = input.scheduleDays === undefined ? base.scheduleDays : input.scheduleDays;
  if (scheduleDays !== null && (typeof scheduleDays !== 'number' || !Number.isInteger(scheduleDays) || scheduleDays < 0 || scheduleDays > TEMPLATE_LIMITS.maxScheduleDays)) {
    invalid('scheduleDays', `scheduleDays must be a whole number from 0 to ${TEMPLATE_LIMITS.maxScheduleDays}`);
  }
  if (sendTiming === 'immediate') scheduleDays = null;
  else if (scheduleDays === null) invalid('scheduleDays', 'A scheduled template needs scheduleDays: how many days before the event it goes out');
  return { name, type, subject, content, isActive, sendTiming, scheduleDays: scheduleDays as number | null };
}
