import { formatLongDate } from '../../../domain/shared/format.js';
import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

export const reviewRequestMail: MailTemplate<'review-request'> = (data, links) => {
  const subject = `How was your wedding at ${data.venueName}?`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`Tell other couples what ${data.venueName} was like: a few lines help them choose.`}
        reason={`You are getting this mail because you booked ${data.venueName} on Hill Country Weddings for ${formatLongDate(data.weddingDate)}.`}
        links={links}
      >
        <Heading>Congratulations!</Heading>
        <Paragraph>Hi {data.coupleName},</Paragraph>
        <Paragraph>
          We hope your wedding at {data.venueName} on {formatLongDate(data.weddingDate)} was everything you wished for. Couples planning their own
          day trust reviews from people who really married there, and yours will show as a verified booking.
        </Paragraph>
        <Paragraph>It takes two minutes: a star rating, a title and a few lines. You can change it for 30 days after you post it.</Paragraph>
        <ButtonLink href={links.to(data.reviewPath)}>Review {data.venueName}</ButtonLink>
      </MailLayout>
    ),
  };
};
