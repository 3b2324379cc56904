import { formatLongDate, formatUsd } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, FactsTable, Heading, Paragraph, guestsText } from './parts.js';

export const bookingReceivedMail: MailTemplate<'booking-received'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const subject = `We have your request for ${data.venueName} on ${when}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`Nothing is charged yet: ${data.venueName} answers within 24 hours.`}
        reason={`You are getting this mail because you asked to book ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>Your request is in</Heading>
        <Paragraph>Hi {data.coupleName},</Paragraph>
        <Paragraph>
          Thank you for choosing {data.venueName}. We have sent them your request for {when}, and nothing has been charged.
        </Paragraph>
        <FactsTable
          facts={[
            ['Venue', data.venueName],
            ['Date', when],
            ['Guests', guestsText(data.guestCount)],
            ['Total', formatUsd(data.totalCents)],
            ['Deposit', `${formatUsd(data.depositCents)}, once the venue confirms`],
            ['Balance', `${formatUsd(data.balanceCents)}, due by ${formatLongDate(data.balanceDueDate)}`],
            ['Reference', data.reference],
          ]}
        />
        <Paragraph>
          <strong>What happens next:</strong> {data.venueName} will confirm or decline within 24 hours. When they confirm, they will explain how to pay the
          deposit that secures your date.
        </Paragraph>
        <ButtonLink href={links.to(data.bookingPath)}>View your booking</ButtonLink>
      </MailLayout>
    ),
  };
};
