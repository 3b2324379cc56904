import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { Heading, MailtoLink, Paragraph, QuotedText } from './parts.js';

export const inquiryReplyMail: MailTemplate<'inquiry-reply'> = (data, links) => {
  const subject = `${data.venueName} replied to your inquiry`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`${data.ownerName} from ${data.venueName} answered your question.`}
        reason={`You are getting this mail because you sent an inquiry to ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>{data.venueName} replied</Heading>
        <Paragraph>Hi {data.coupleName},</Paragraph>
        <Paragraph>
          {data.ownerName} from {data.venueName} answered your inquiry:
        </Paragraph>
        <QuotedText text={data.message} />
        <Paragraph>
          {data.ownerName}, {data.venueName}
        </Paragraph>
        {data.replyTo && (
          <Paragraph>
            To keep the conversation going, write to {data.ownerName} at <MailtoLink address={data.replyTo} />.
          </Paragraph>
        )}
      </MailLayout>
    ),
  };
};
