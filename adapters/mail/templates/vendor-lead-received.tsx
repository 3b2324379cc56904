import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, FactsTable, Heading, MailtoLink, Paragraph, QuotedText, guestsText } from './parts.js';

export const vendorLeadReceivedMail: MailTemplate<'vendor-lead-received'> = (data, links) => {
  const subject = `New lead for ${data.vendorName} from ${data.coupleName}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={data.weddingDate ? `They are planning for ${formatLongDate(data.weddingDate)}.` : `${data.coupleName} would like to hear from you.`}
        reason={`You are getting this mail because ${data.vendorName} is listed on Hill Country Weddings.`}
        links={links}
      >
        <Heading>A couple would like to work with you</Heading>
        <Paragraph>Hello {data.vendorName},</Paragraph>
        <Paragraph>{data.coupleName} got in touch through Hill Country Weddings.</Paragraph>
        <FactsTable
          facts={[
            ['From', data.coupleName],
            ['Email', <MailtoLink address={data.coupleEmail} />],
            ['Phone', data.couplePhone],
            ['Wedding date', data.weddingDate && formatLongDate(data.weddingDate)],
            ['Venue', data.venueName],
            ['Guests', data.guestCount === null ? null : guestsText(data.guestCount)],
          ]}
        />
        {data.message && (
          <>
            <Paragraph>Their message:</Paragraph>
            <QuotedText text={data.message} />
          </>
        )}
        <Paragraph>
          Couples see how often and how quickly you reply. Answer from your dashboard and we mail your reply to {data.coupleName}.
        </Paragraph>
        <ButtonLink href={links.to(data.dashboardPath)}>Reply from your dashboard</ButtonLink>
      </MailLayout>
    ),
  };
};
