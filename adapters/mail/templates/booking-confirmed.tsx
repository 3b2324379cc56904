import { formatLongDate, formatUsd } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, FactsTable, Heading, Paragraph, guestsText } from './parts.js';

export const bookingConfirmedMail: MailTemplate<'booking-confirmed'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const balanceDue = formatLongDate(data.balanceDueDate);
  const subject = `${data.venueName} confirmed your wedding on ${when}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`It's official. Next: the ${formatUsd(data.depositCents)} deposit secures your date.`}
        reason={`You are getting this mail because you booked ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>It's official</Heading>
        <Paragraph>Hi {data.coupleName},</Paragraph>
        <Paragraph>
          Wonderful news: {data.venueName} has confirmed your wedding on {when}. Congratulations!
        </Paragraph>
        <FactsTable
          facts={[
            ['Venue', data.venueName],
            ['Date', when],
            ['Guests', guestsText(data.guestCount)],
            ['Total', formatUsd(data.totalCents)],
            ['Deposit', `${formatUsd(data.depositCents)}, due now`],
            ['Balance', `${formatUsd(data.balanceCents)}, due by ${balanceDue}`],
          ]}
        />
        <Paragraph>
          <strong>What happens next:</strong> the deposit of {formatUsd(data.depositCents)} secures your date, and {data.venueName} will tell you how to pay it.
          The balance of {formatUsd(data.balanceCents)} is due by {balanceDue}.
        </Paragraph>
        <ButtonLink href={links.to(data.bookingPath)}>View your booking</ButtonLink>
      </MailLayout>
    ),
  };
};
