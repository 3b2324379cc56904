import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, LinkFallback, Paragraph } from './parts.js';

export const passwordResetMail: MailTemplate<'password-reset'> = (data, links) => {
  const reset = links.to(data.resetPath);
  const minutes = `${data.expiresInMinutes} ${data.expiresInMinutes === 1 ? 'minute' : 'minutes'}`;
  const subject = 'Reset your Hill Country Weddings password';
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={`The link works for ${minutes}.`}
        reason="You are getting this mail because someone asked to reset the password of your Hill Country Weddings account."
        links={links}
      >
        <Heading>Choose a new password</Heading>
        <Paragraph>Hi {data.name},</Paragraph>
        <Paragraph>
          Someone asked to reset the password of your account. To choose a new one, open this link within {minutes}.
        </Paragraph>
        <ButtonLink href={reset}>Choose a new password</ButtonLink>
        <LinkFallback href={reset} />
        <Paragraph>If it was not you, ignore this mail: your password stays as it is.</Paragraph>
      </MailLayout>
    ),
  };
};
