import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

export const bookingCancelledByVenueMail: MailTemplate<'booking-cancelled-by-venue'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const subject = `${data.venueName} cancelled your booking for ${when}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview="We are sorry. Other Hill Country venues may still have your date open."
        reason={`You are getting this mail because you booked ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>We are sorry</Heading>
        <Paragraph>Hi {data.coupleName},</Paragraph>
        <Paragraph>
          {data.venueName} has cancelled your booking for {when}. We know how much a date means when you are planning a wedding, and we are sorry
          this one fell through.
        </Paragraph>
        <Paragraph>
          Other venues across the Hill Country may still have {when} or a date close to it open. Search them and send a new request in a few
          minutes.
        </Paragraph>
        <ButtonLink href={links.to(data.searchPath)}>Find another venue</ButtonLink>
      </MailLayout>
    ),
  };
};
