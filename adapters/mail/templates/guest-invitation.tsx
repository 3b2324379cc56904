import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, FactsTable, Heading, LinkFallback, Paragraph } from './parts.js';

export const guestInvitationMail: MailTemplate<'guest-invitation'> = (data, links) => {
  const when = formatLongDate(data.eventDate);
  const rsvp = links.to(data.rsvpPath);
  const subject = `You're invited: ${data.coupleName}'s wedding on ${when}`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`${data.venueName}, ${when}. Please let them know if you can come.`}
        reason={`You are getting this mail because ${data.coupleName} added you to their guest list on Hill Country Weddings.`}
        links={links}
      >
        <Heading>You're invited</Heading>
        <Paragraph>Dear {data.guestName},</Paragraph>
        <Paragraph>
          {data.coupleName} would love to celebrate with you at {data.venueName} on {when}.
        </Paragraph>
        <FactsTable
          facts={[
            ['When', when],
            ['Where', `${data.venueName}, ${data.venueLocation}`],
          ]}
        />
        <Paragraph>Please let them know whether you can come, and tell them about a plus-one or any dietary needs.</Paragraph>
        <ButtonLink href={rsvp}>Answer the invitation</ButtonLink>
        <LinkFallback href={rsvp} />
        <Paragraph>
          You can change your answer with the same link until the wedding day. The link is yours alone: please do not forward it.
        </Paragraph>
      </MailLayout>
    ),
  };
};
