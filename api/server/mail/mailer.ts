export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends a message: every message is written to the outbox; SMTP delivers it when configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
