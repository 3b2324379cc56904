import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

export const listingApprovedMail: MailTemplate<'listing-approved'> = (data, links) => {
  const subject = `${data.venueName} is live on Hill Country Weddings`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview="Couples can now find your venue, ask questions and request dates."
        reason={`You are getting this mail because you manage ${data.venueName} on Hill Country Weddings.`}
        links={links}
      >
        <Heading>Your venue is live</Heading>
        <Paragraph>Hi {data.ownerName},</Paragraph>
        <Paragraph>
          Good news: we approved {data.venueName}, and its page is now published. Couples can find it in search, ask you questions and request dates.
        </Paragraph>
        <ButtonLink href={links.to(data.venuePath)}>See your live page</ButtonLink>
        <Paragraph>
          Requests and questions arrive by mail and on <a href={links.to(data.dashboardPath)}>your dashboard</a>, where you can also keep your
          calendar and packages up to date.
        </Paragraph>
      </MailLayout>
    ),
  };
};
