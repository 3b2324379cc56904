import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

export const bookingCancelledByCoupleMail: MailTemplate<'booking-cancelled-by-couple'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const subject = `${data.coupleName} cancelled their booking at ${data.venueName} on ${when}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`${when} is open again for other couples.`}
        reason={`You are getting this mail because you manage ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>A booking was cancelled</Heading>
        <Paragraph>Hi {data.ownerName},</Paragraph>
        <Paragraph>
          {data.coupleName} cancelled their booking at {data.venueName} for {when}.
        </Paragraph>
        <Paragraph>
          The date is open again on your calendar, and other couples can request it from now on. There is nothing you need to do.
        </Paragraph>
        <ButtonLink href={links.to(data.dashboardPath)}>Open your dashboard</ButtonLink>
      </MailLayout>
    ),
  };
};
