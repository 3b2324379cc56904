import type { Ports } from '../../ports.js';
import { calendarDateIn, type CalendarDate } from '../../shared/calendar-date.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { requireSignedIn } from '../access-rules.js';
import type { Actor } from '../account.js';
import type { DataSubject, PersonalDataSections } from '../personal-data.js';
import type { Account } from '../account.js';

export interface PersonalDataExport {
  /** The day of the download, for the file's name. */
  date: CalendarDate;
  data: { exportedAt: string; about: string } & PersonalDataSections;
}

export function dataSubjectOf(account: Pick<Account, 'id' | 'email' | 'emailVerifiedAt'>): DataSubject {
  return { accountId: account.id, verifiedEmail: account.emailVerifiedAt ? account.email.trim().toLowerCase() : null };
}

/** Everything that is the signed-in person's, as one JSON document they can keep. */
export class ExportMyData {
  constructor(private readonly ports: Pick<Ports, 'accounts' | 'personalData' | 'clock'>) {}

  async execute(actor: Actor | null): Promise<PersonalDataExport> {
    const { accountId } = requireSignedIn(actor);
    const account = await this.ports.accounts.findById(accountId);
    if (!account) throw new NotFoundError('ACCOUNT.NOT_FOUND', 'Account');
    const now = this.ports.clock.now();
    const sections = await this.ports.personalData.sectionsOf(dataSubjectOf(account));
    return {
      date: calendarDateIn(now),
      data: {
        exportedAt: now.toISOString(),
        about:
          'Everything Hill Country Weddings stores about you: your account (without the password hash), bookings, the guest lists of your bookings, ' +
          'inquiries and vendor messages you sent, your wedding planning, reviews you wrote, weddings you help plan, and, for vendors and venue owners, their listings and leads.',
        ...sections,
      },
    };
  }
}
