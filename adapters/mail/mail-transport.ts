import nodemailer, { type Transporter } from 'nodemailer';

export const DEFAULT_MAIL_FROM = 'Hill Country Weddings <hello@hillcountryweddings.example>';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Hands a rendered mail to the world: SMTP when SMTP_URL is set. */
export interface MailTransport {
  readonly name: 'smtp';
  deliver(mail: OutgoingMail): Promise<void>;
}

class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  }
}

/** SMTP_URL (e.g. smtp://user:pass@host:587) and MAIL_FROM; without SMTP_URL mail stays in the outbox table. */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  const url = env.SMTP_URL?.trim();
  return url ? new SmtpTransport(url, env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM) : null;
}
