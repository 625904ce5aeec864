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
  /** Logs and records an SMTP failure on the outbox row, and answers as if sent. */
  send(message: MailMessage): Promise<void>;
  /** As `send`, then throws the SMTP failure, for a sender that retries (the notices, decision 088). */
  sendOrThrow(message: MailMessage): Promise<void>;
}
