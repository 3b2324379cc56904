import { MailLayout } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { ButtonLink, Heading, Paragraph } from './parts.js';

export const planningDigestMail: MailTemplate<'planning-digest'> = (data, links) => {
  const open = links.to(data.planningPath);
  const count = data.changes.length;
  const subject = `${count} ${count === 1 ? 'change' : 'changes'} to ${data.coupleName}'s wedding plans`;
  return {
    subject,
    body: (
      <MailLayout
        title={subject}
        preview={data.changes.slice(0, 2).map((c) => `${c.who} ${c.what}`).join('; ')}
        reason="You are getting this mail because you asked for a daily digest on the wedding's Team tab. Switch it off there at any time."
        links={links}
      >
        <Heading>Since yesterday</Heading>
        <Paragraph>Hi {data.name}, here is what changed on {data.coupleName}'s wedding plans:</Paragraph>
        {data.changes.map((change, index) => (
          <Paragraph key={index}>
            <strong>{change.who}</strong> {change.what}
            {change.details ? `: ${change.details}` : ''}
          </Paragraph>
        ))}
        <ButtonLink href={open}>Open the planning</ButtonLink>
      </MailLayout>
    ),
  };
};
