import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it over SMTP when SMTP_URL is set. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Mail always lands in the outbox table first, so nothing is lost when SMTP is down; with
 * SMTP configured it is then sent and marked, or its error and attempt count are recorded.
 */
export function createMailer(config: Config, database: Database): Mailer {
  const transport: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await database.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        await database.db.update(mailOutbox).set({ sent_at: new Date(), attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await database.db
          .update(mailOutbox)
          .set({ last_error: String(error), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
      }
    },
    async close() {
      transport?.close();
    },
  };
}
