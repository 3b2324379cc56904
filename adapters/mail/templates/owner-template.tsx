import { fillTemplate, type TemplateValues } from '../../../domain/venue-notifications/notification-template.js';
import { MailLayout } from './layout.js';
import type { MailLinks, MailTemplate } from './mail-template.js';
import { formatLongDate, formatUsd } from '../../../domain/shared/format.js';
import { ButtonLink, FactsTable, Paragraph, QuotedText } from './parts.js';

/** payment_link is a path in the data; in the mail it is the full address on the public site. */
function withAbsoluteLinks(values: TemplateValues, links: MailLinks): TemplateValues {
  return { ...values, payment_link: values.payment_link ? links.to(values.payment_link) : '' };
}

/**
 * A venue's own template, filled in. The owner's words are plain text: placeholders are replaced
 * from the allow-listed values only, and React escapes the result, so "<script>" or "<a href>"
 * typed into a template reach the reader as those characters, never as markup.
 */
export const venueMessageMail: MailTemplate<'venue-message'> = (data, links) => {
  const values = withAbsoluteLinks(data.values, links);
  // A subject is one line whatever the owner typed.
  const subject = fillTemplate(data.subject, values).replace(/\s+/g, ' ').trim();
  const content = fillTemplate(data.content, values);
  const isTest = data.purpose === 'test';
  return {
    subject: isTest ? `[Test] ${subject}` : subject,
    body: (
      <MailLayout
        title={subject}
        preview={content.slice(0, 120)}
        reason={
          isTest
            ? `You are getting this test because you asked for one from the Notifications tab of ${data.venueName} on Hill Country Weddings.`
            : data.purpose === 'auto-response'
              ? `You are getting this mail because you sent an inquiry to ${data.venueName} on Hill Country Weddings.`
              : `You are getting this mail because you booked ${data.venueName} on Hill Country Weddings.`
        }
        links={links}
      >
        {isTest && <Paragraph>This is a test of one of your templates, filled in as a couple would receive it.</Paragraph>}
        <QuotedText text={content} />
        <Paragraph>{data.venueName}</Paragraph>
        {data.confirmation && (
          <>
            <FactsTable
              facts={[
                ['Total', formatUsd(data.confirmation.totalCents)],
                ['Deposit', `${formatUsd(data.confirmation.depositCents)}, due now`],
                ['Balance', `${formatUsd(data.confirmation.balanceCents)}, due by ${formatLongDate(data.confirmation.balanceDueDate)}`],
              ]}
            />
            <ButtonLink href={links.to(data.confirmation.bookingPath)}>View your booking</ButtonLink>
          </>
        )}
      </MailLayout>
    ),
  };
};
