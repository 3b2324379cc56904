import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, FactsTable, Heading, MailtoLink, Paragraph, QuotedText, guestsText } from './parts.js';

export const inquiryReceivedMail: MailTemplate<'inquiry-received'> = (data, links) => {
  const subject = `New inquiry for ${data.venueName} from ${data.coupleName}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={data.weddingDate ? `They are thinking of ${formatLongDate(data.weddingDate)}.` : `${data.coupleName} has a question for you.`}
        reason={`You are getting this mail because you manage ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>A couple has a question</Heading>
        <Paragraph>Hi {data.ownerName},</Paragraph>
        <Paragraph>
          {data.coupleName} got in touch about {data.venueName}.
        </Paragraph>
        <FactsTable
          facts={[
            ['From', data.coupleName],
            ['Email', <MailtoLink address={data.coupleEmail} />],
            ['Phone', data.couplePhone],
            ['Wedding date', data.weddingDate && formatLongDate(data.weddingDate)],
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
          A quick answer goes a long way. Reply from your dashboard and we mail your answer to {data.coupleName}.
        </Paragraph>
        <ButtonLink href={links.to(data.dashboardPath)}>Reply from your dashboard</ButtonLink>
      </MailLayout>
    ),
  };
};
