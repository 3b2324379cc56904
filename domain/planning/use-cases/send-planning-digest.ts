import { displayName } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { ACTIVITY_FEED_LENGTH } from '../activity.js';
import { coupleName } from '../wedding.js';
import { DIGEST_INTERVAL_MS } from '../wedding-member.js';
import { coupleBookings } from './load-wedding.js';

/**
 * A collaborator's daily digest: what others changed on the wedding since the last one, mailed
 * once (the mail's key is the member and the day), then the next run is booked. A member who
 * switched it off, left, or had nothing new gets no mail.
 */
export class SendPlanningDigest {
  constructor(private readonly ports: Pick<Ports, 'weddingMembers' | 'weddings' | 'accounts' | 'bookings' | 'activities' | 'mailer' | 'scheduler' | 'uow' | 'clock'>) {}

  async execute(memberId: string): Promise<void> {
    await this.ports.uow.run(async () => {
      const member = await this.ports.weddingMembers.findById(memberId);
      if (!member?.dailyDigest || !member.accountId) return;
      const now = this.ports.clock.now();
      const [wedding, reader] = await Promise.all([this.ports.weddings.findById(member.weddingId), this.ports.accounts.findById(member.accountId)]);
      const couple = wedding ? await this.ports.accounts.findById(wedding.accountId) : null;
      if (!wedding || !reader || !couple) return;
      const since = member.lastDigestAt ?? new Date(now.getTime() - DIGEST_INTERVAL_MS);
      const bookingIds = (await coupleBookings(this.ports, couple.id)).map((b) => b.id);
      const changes = (await this.ports.activities.listForCouple({ weddingId: wedding.id, bookingIds }, ACTIVITY_FEED_LENGTH))
        .filter((a) => a.occurredAt > since && a.occurredAt <= now && a.userId !== member.accountId)
        .reverse()
        .map((a) => ({ who: a.userName, what: a.action, details: a.details }));
      if (changes.length > 0) {
        await this.ports.mailer.send({
          to: reader.email,
          template: 'planning-digest',
          data: { name: displayName(reader), coupleName: coupleName(couple, wedding), changes, planningPath: '/planning' },
          key: `digest:${member.id}:${calendarDateIn(now)}`,
        });
      }
      await this.ports.weddingMembers.save({ ...member, lastDigestAt: now });
      await this.ports.scheduler.schedule('planning.send-digest', { memberId: member.id }, new Date(now.getTime() + DIGEST_INTERVAL_MS));
    });
  }
}
