import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

/** Names no one: the couple asked for their personal data to be removed. */
export const accountDeletedNoticeMail: MailTemplate<'account-deleted-notice'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const what = data.previousStatus === 'confirmed' ? 'confirmed booking' : 'booking request';
  const subject = `A ${what} at ${data.venueName} on ${when} was cancelled: the couple deleted their account`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`${when} is open again for other couples.`}
        reason={`You are getting this mail because you manage ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>A couple deleted their account</Heading>
        <Paragraph>Hi {data.ownerName},</Paragraph>
        <Paragraph>
          The couple with a {what} at {data.venueName} for {when} deleted their Hill Country Weddings account. Their booking was
          cancelled with it, and the date is open again on your calendar.
        </Paragraph>
        <Paragraph>
          At their request their name, email, phone and guest list were removed. The booking stays in your list as "Deleted couple",
          with its date, amounts and status, so your figures stay whole. Past bookings at your venue stay as they were.
        </Paragraph>
        <ButtonLink href={links.to(data.dashboardPath)}>Open your dashboard</ButtonLink>
      </MailLayout>
    ),
  };
};
