import { formatLongDate, formatUsd } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, FactsTable, Heading, MailtoLink, Paragraph, QuotedText, guestsText } from './parts.js';

export const bookingRequestedMail: MailTemplate<'booking-requested'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const subject = `Booking request for ${data.venueName} on ${when}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`${data.coupleName} would like ${when} for ${guestsText(data.guestCount)}. Please answer within 24 hours.`}
        reason={`You are getting this mail because you manage ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>A couple would like your date</Heading>
        <Paragraph>Hi {data.ownerName},</Paragraph>
        <Paragraph>
          {data.coupleName} would like to hold {when} at {data.venueName} for {guestsText(data.guestCount)}.
        </Paragraph>
        <FactsTable
          facts={[
            ['Couple', data.coupleName],
            ['Email', <MailtoLink address={data.coupleEmail} />],
            ['Phone', data.couplePhone],
            ['Date', when],
            ['Guests', guestsText(data.guestCount)],
            ['Package', data.packageName],
            ['Total', formatUsd(data.totalCents)],
          ]}
        />
        {data.specialRequests && (
          <>
            <Paragraph>Their special requests:</Paragraph>
            <QuotedText text={data.specialRequests} />
          </>
        )}
        <Paragraph>
          <strong>Confirm or decline from your dashboard within 24 hours.</strong> The date is held for them until you answer, and we mail them your
          decision.
        </Paragraph>
        <ButtonLink href={links.to(data.dashboardPath)}>Open your dashboard</ButtonLink>
      </MailLayout>
    ),
  };
};
