export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message over SMTP (a subscribed report); the outbox keeps the text only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends a message: every message is written to the outbox; SMTP delivers it when configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
