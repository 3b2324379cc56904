// Past inquiries of the demo venues, with the owners' reply times, so a venue page shows
// response figures computed from real rows from the first start.
import type { Inquiry } from '../../../domain/inquiries/inquiry.js';
import { draw } from './seed-random.js';

export type DemoInquiry = Omit<Inquiry, 'id' | 'venueId'>;

const COUPLES: readonly [string, string][] = [
  ['Avery & Jordan Whitfield', 'avery.whitfield'],
  ['Maria & Daniel Esquivel', 'maria.esquivel'],
  ['Hannah & Luke Brandt', 'hannah.brandt'],
  ['Priya & Sam Okafor', 'priya.okafor'],
  ['Caroline & Reid Matthews', 'caroline.reid'],
  ['Elena & Marco Villarreal', 'elena.villarreal'],
  ['Taylor & Chris Nguyen', 'taylor.nguyen'],
  ['Grace & Owen Schulze', 'grace.schulze'],
  ['Lauren & Mateo Garza', 'lauren.garza'],
  ['Sophie & James Keller', 'sophie.keller'],
  ['Bianca & Tyler Dawson', 'bianca.dawson'],
  ['Nora & Eli Fischer', 'nora.fischer'],
];

const MESSAGES: readonly string[] = [
  'We are planning a spring ceremony and would love to tour the grounds. Are weekday visits possible?',
  'Could you share what the Saturday package includes for about 120 guests?',
  'Do you allow outside catering? We have a family BBQ tradition we would like to keep.',
  'Is the date still open? We are flexible by a weekend either way.',
  'We would love an outdoor ceremony with an indoor backup. What are the rain options?',
  'How late can the reception run, and is there a noise curfew?',
];

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/**
 * 4 to 14 inquiries over the past ten months. Each venue has its own pace: the quickest reply
 * within the hour, the slowest over a day, and most answer nearly every inquiry.
 */
export function demoInquiries(venueIndex: number, now: Date): DemoInquiry[] {
  const count = 4 + Math.floor(draw(`inq-count|${venueIndex}`) * 11);
  const typicalMinutes = 20 + Math.floor(draw(`inq-pace|${venueIndex}`) * 1400);
  const answerRate = 0.8 + draw(`inq-rate|${venueIndex}`) * 0.2;
  return Array.from({ length: count }, (_, k) => {
    const key = `${venueIndex}|${k}`;
    const createdAt = new Date(now.getTime() - Math.floor((3 + draw(`inq-age|${key}`) * 300) * MS_PER_DAY));
    const replied = draw(`inq-answered|${key}`) < answerRate;
    const replyMinutes = Math.round(typicalMinutes * (0.4 + draw(`inq-reply|${key}`) * 1.2));
    const [coupleName, handle] = COUPLES[Math.floor(draw(`inq-couple|${key}`) * COUPLES.length)];
    const weddingDate = new Date(createdAt.getTime() + (120 + Math.floor(draw(`inq-wedding|${key}`) * 300)) * MS_PER_DAY);
    return {
      coupleName,
      email: `${handle}@example.com`,
      phone: null,
      weddingDate: weddingDate.toISOString().slice(0, 10),
      guestCount: 60 + 10 * Math.floor(draw(`inq-guests|${key}`) * 15),
      message: MESSAGES[Math.floor(draw(`inq-message|${key}`) * MESSAGES.length)],
      status: replied ? 'replied' : 'closed',
      createdAt,
      repliedAt: replied ? new Date(createdAt.getTime() + replyMinutes * MS_PER_MINUTE) : null,
    };
  });
}
