import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, LinkFallback, Paragraph } from './parts.js';

export const verifyEmailMail: MailTemplate<'verify-email'> = (data, links) => {
  const verify = links.to(data.verifyPath);
  const hours = `${data.expiresInHours} ${data.expiresInHours === 1 ? 'hour' : 'hours'}`;
  const subject = 'Confirm your email for Hill Country Weddings';
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`One click, and your account is ready. The link works for ${hours}.`}
        reason="You are getting this mail because an account on Hill Country Weddings was created with this address."
        links={links}
      >
        <Heading>Confirm your email</Heading>
        <Paragraph>Hi {data.name},</Paragraph>
        <Paragraph>
          Welcome to Hill Country Weddings! Please confirm that this address is yours by opening this link within {hours}. Until then you can look
          around, but not publish a venue or a vendor profile.
        </Paragraph>
        <ButtonLink href={verify}>Confirm my email</ButtonLink>
        <LinkFallback href={verify} />
        <Paragraph>If you did not create an account, ignore this mail: without the link, nobody can confirm this address.</Paragraph>
      </MailLayout>
    ),
  };
};
