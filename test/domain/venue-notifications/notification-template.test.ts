import { describe, expect, it } from '@jest/globals';
import { applySettingsPatch, DEFAULT_NOTIFICATION_SETTINGS } from '../../../domain/venue-notifications/notification-settings.js';
import { fillTemplate, readTemplateFields, templatePreview, unknownPlaceholders } from '../../../domain/venue-notifications/notification-template.js';
import { SAMPLE_TEMPLATES } from '../../../domain/venue-notifications/sample-templates.js';
import { sampleTemplateValues } from '../../../domain/venue-notifications/template-values.js';

const VALUES = sampleTemplateValues('Cypress Creek Barn');

describe('fillTemplate', () => {
  it('fills every allowed variable, spaces inside the braces allowed', () => {
    expect(fillTemplate('{{couple_name}} on {{ wedding_date }} for {{total_amount}}', VALUES)).toBe('Maria & James on Saturday, May 15, 2027 for $42,000');
  });

  it('leaves a placeholder that is not a variable as written, reaching nothing else', () => {
    expect(fillTemplate('{{constructor}} {{__proto__}} {{toString}}', VALUES)).toBe('{{constructor}} {{__proto__}} {{toString}}');
  });

  it('takes a value as written, even one that looks like a replacement pattern', () => {
    expect(fillTemplate('{{couple_name}}', { ...VALUES, couple_name: "$& and $1 and $'" })).toBe("$& and $1 and $'");
  });

  it('does not fill placeholders inside a filled value', () => {
    expect(fillTemplate('{{couple_name}}', { ...VALUES, couple_name: '{{venue_name}}' })).toBe('{{venue_name}}');
  });
});

describe('unknownPlaceholders', () => {
  it('names the placeholders that are not template variables', () => {
    expect(unknownPlaceholders('Hi {{couple_name}}, your {{ssn}} and {{ password }}')).toEqual(['ssn', 'password']);
  });
});

describe('templatePreview', () => {
  it('keeps short content whole, on one line', () => {
    expect(templatePreview('Dear {{couple_name}},\n\nWelcome!')).toBe('Dear {{couple_name}}, Welcome!');
  });

  it('cuts long content at 150 characters with an ellipsis', () => {
    const preview = templatePreview('a'.repeat(400));
    expect(preview).toBe(`${'a'.repeat(150)}…`);
  });
});

describe('readTemplateFields', () => {
  const base = { name: 'Welcome', subject: 'Hello', content: 'Hi {{couple_name}}' };

  it('gives a new template the defaults: custom, immediate, active', () => {
    expect(readTemplateFields(base)).toEqual({ ...base, type: 'custom', sendTiming: 'immediate', scheduleDays: null, isActive: true });
  });

  it('asks a scheduled template for its days before the event', () => {
    expect(() => readTemplateFields({ ...base, sendTiming: 'schedule' })).toThrow(expect.objectContaining({ field: 'scheduleDays' }));
    expect(readTemplateFields({ ...base, sendTiming: 'schedule', scheduleDays: 7 }).scheduleDays).toBe(7);
  });

  it('drops the days when a template goes back to immediate', () => {
    const scheduled = readTemplateFields({ ...base, sendTiming: 'schedule', scheduleDays: 7 });
    expect(readTemplateFields({ sendTiming: 'immediate' }, scheduled).scheduleDays).toBeNull();
  });

  it('refuses blank required text and names the field', () => {
    expect(() => readTemplateFields({ ...base, subject: '   ' })).toThrow(expect.objectContaining({ field: 'subject' }));
    expect(() => readTemplateFields({ subject: 'x' })).toThrow(expect.objectContaining({ field: 'name' }));
  });

  it('refuses an unknown variable, naming it', () => {
    expect(() => readTemplateFields({ ...base, content: 'Your {{card_number}}' })).toThrow(/\{\{card_number\}\}/);
  });
});

describe('the sample templates', () => {
  it('cover the four types and use only template variables', () => {
    expect(SAMPLE_TEMPLATES.map((x) => x.type).sort()).toEqual(['booking_confirmation', 'custom', 'event_reminder', 'payment_reminder']);
    for (const sample of SAMPLE_TEMPLATES) expect(readTemplateFields(sample)).toEqual(sample);
  });
});

describe('applySettingsPatch', () => {
  it('changes only the fields given', () => {
    expect(applySettingsPatch(DEFAULT_NOTIFICATION_SETTINGS, { smsNotifications: true })).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, smsNotifications: true });
  });

  it('will not turn the auto-response on without a message', () => {
    expect(() => applySettingsPatch({ ...DEFAULT_NOTIFICATION_SETTINGS, autoResponseMessage: '' }, { autoResponseEnabled: true })).toThrow(
      expect.objectContaining({ field: 'autoResponseMessage' }),
    );
  });

  it('refuses a toggle that is not a boolean', () => {
    expect(() => applySettingsPatch(DEFAULT_NOTIFICATION_SETTINGS, { paymentReminders: 1 })).toThrow(expect.objectContaining({ field: 'paymentReminders' }));
  });
});
