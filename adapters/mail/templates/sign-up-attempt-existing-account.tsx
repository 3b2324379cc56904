import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { mailColors } from './mail-theme.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

export const signUpAttemptExistingAccountMail: MailTemplate<'sign-up-attempt-existing-account'> = (data, links) => {
  const subject = 'You already have a Hill Country Weddings account';
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview="Someone tried to sign up with this address. Sign in instead, or reset your password."
        reason="You are getting this mail because someone tried to create a Hill Country Weddings account with your address."
        links={links}
      >
        <Heading>You already have an account</Heading>
        <Paragraph>Hi {data.name},</Paragraph>
        <Paragraph>Someone, probably you, just tried to create a new account with this address. It already has one, so nothing was created.</Paragraph>
        <ButtonLink href={links.to(data.signInPath)}>Sign in</ButtonLink>
        <Paragraph>
          Forgot your password? <a href={links.to(data.forgotPasswordPath)} style={{ color: mailColors.oak }}>Ask for a link to choose a new one</a>.
        </Paragraph>
        <Paragraph>If it was not you, ignore this mail: your account and password stay as they are.</Paragraph>
      </MailLayout>
    ),
  };
};
