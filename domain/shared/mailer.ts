export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about, for operators reading the outbox. */
  topic: string;
}

/** Sends email: over SMTP when configured, otherwise into a stored outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
