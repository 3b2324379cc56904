import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { mailColors } from './mail-theme.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

export const bookingExpiredMail: MailTemplate<'booking-expired'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const subject = `Your request for ${data.venueName} on ${when} has lapsed`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`${data.venueName} did not confirm within ${data.holdHours} hours, so the date is open again. Nothing was charged.`}
        reason={`You are getting this mail because you asked to book ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>Your request has lapsed</Heading>
        <Paragraph>Hi {data.coupleName},</Paragraph>
        <Paragraph>
          A booking request holds its date for {data.holdHours} hours while the venue looks at it. {data.venueName} did not confirm your request
          for {when} in that time, so the request has lapsed and the date is open again. Nothing was charged.
        </Paragraph>
        <Paragraph>
          If you still have your heart set on {data.venueName}, send a new request: the date may well still be free. Or look at other Hill Country
          venues that have {when} open.
        </Paragraph>
        <ButtonLink href={links.to(data.venuePath)}>Ask {data.venueName} again</ButtonLink>
        <Paragraph>
          <a href={links.to(data.searchPath)} style={{ color: mailColors.oak }}>Find another venue for {when}</a>
        </Paragraph>
      </MailLayout>
    ),
  };
};
