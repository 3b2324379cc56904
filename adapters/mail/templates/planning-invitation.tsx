import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, FactsTable, Heading, LinkFallback, Paragraph } from './parts.js';

export const planningInvitationMail: MailTemplate<'planning-invitation'> = (data, links) => {
  const accept = links.to(data.acceptPath);
  const subject = `${data.inviterName} invited you to plan ${data.coupleName}'s wedding`;
  const facts: [string, string][] = [
    ['Your role', data.role],
    ['You can', data.permissions],
  ];
  if (data.weddingDate) facts.unshift(['Wedding', formatLongDate(data.weddingDate)]);
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`Join as ${data.role}: you can ${data.permissions}.`}
        reason={`You are getting this mail because ${data.inviterName} entered your address to plan with them on Hill Country Weddings.`}
        links={links}
      >
        <Heading>Plan the wedding together</Heading>
        <Paragraph>
          {data.inviterName} would like your help planning {data.coupleName}'s wedding on Hill Country Weddings.
        </Paragraph>
        <FactsTable facts={facts} />
        <Paragraph>Accept with an account for this address: sign in, or create one in a minute.</Paragraph>
        <ButtonLink href={accept}>Accept the invitation</ButtonLink>
        <LinkFallback href={accept} />
        <Paragraph>If you were not expecting this, you can ignore this mail.</Paragraph>
      </MailLayout>
    ),
  };
};
