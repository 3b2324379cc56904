import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { Heading, MailtoLink, Paragraph, QuotedText } from './parts.js';

export const vendorLeadReplyMail: MailTemplate<'vendor-lead-reply'> = (data, links) => {
  const subject = `${data.vendorName} replied to your message`;
  const sender = data.senderName ? `${data.senderName} from ${data.vendorName}` : data.vendorName;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`${sender} answered your message.`}
        reason={`You are getting this mail because you contacted ${data.vendorName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>{data.vendorName} replied</Heading>
        <Paragraph>Hi {data.coupleName},</Paragraph>
        <Paragraph>{sender} answered your message:</Paragraph>
        <QuotedText text={data.message} />
        <Paragraph>{data.senderName ? `${data.senderName}, ${data.vendorName}` : data.vendorName}</Paragraph>
        {data.replyTo && (
          <Paragraph>
            To keep the conversation going, write to {data.vendorName} at <MailtoLink address={data.replyTo} />.
          </Paragraph>
        )}
      </MailLayout>
    ),
  };
};
