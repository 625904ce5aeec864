import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/connect';
import { mailOutbox } from '../db/schema/auth';
import type { Logger } from '../logging/logger';
import type { Mailer, MailMessage } from './mailer';

interface MailerOptions {
  database: Database;
  log: Logger;
  smtpUrl?: string | undefined;
  from: string;
}

/**
 * Every message goes to the outbox table first (so a single-machine install can read reset links there),
 * then to SMTP when SMTP_URL is set; the outbox row records whether SMTP took it. The log says that a mail
 * went, to whom and which kind (its subject), never its body: bodies carry live reset and registration
 * links, and logs travel further than the database.
 */
export function createMailer({ database, log, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  async function send(message: MailMessage, rethrow: boolean): Promise<void> {
    const [row] = await database.db
      .insert(mailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      })
      .returning({ mailId: mailOutbox.mailId });
    log.info('mail queued', { mailId: row?.mailId, to: message.to, subject: message.subject });
    if (!transport || !row) return;
    try {
      await transport.sendMail({ from, ...message });
      await database.db
        .update(mailOutbox)
        .set({ sentAt: new Date() })
        .where(eq(mailOutbox.mailId, row.mailId));
    } catch (error) {
      log.error('mail not sent', { mailId: row.mailId, error: String(error) });
      await database.db
        .update(mailOutbox)
        .set({ lastError: String(error).slice(0, 500) })
        .where(eq(mailOutbox.mailId, row.mailId));
      if (rethrow) throw error;
    }
  }
  return {
    send: (message) => send(message, false),
    sendOrThrow: (message) => send(message, true),
  };
}
