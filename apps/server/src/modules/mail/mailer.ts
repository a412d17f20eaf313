import { and, eq, isNull, sql } from 'drizzle-orm';
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
  /** Tries again to deliver outbox mail whose delivery failed; answers how many went out. */
  deliverUnsent(): Promise<number>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** Mail is given up after this many delivery attempts. */
  maxAttempts?: number;
  /** Wait before attempt n+1: n times this (and before the first retry of a never-tried row). */
  retryDelayMs?: number;
  /** How often unsent mail is retried in the background; 0 turns the timer off. */
  retryIntervalMs?: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Mail always lands in the outbox table first, so nothing is lost when SMTP is down; with
 * SMTP configured it is then sent and marked, or its error and attempt count are recorded and a
 * background retry (on whichever instance gets to it first) sends it later.
 */
export function createMailer(
  config: Config,
  database: Database,
  options: MailerOptions = {},
): Mailer {
  const { maxAttempts = 5, retryDelayMs = 2 * 60_000, retryIntervalMs = 60_000 } = options;
  const { db } = database;
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : undefined;

  /** Sends one row; `counted` says whether its attempt was already counted when it was claimed. */
  async function deliver(
    row: Pick<OutboxRow, 'id' | 'to' | 'subject' | 'text' | 'html'>,
    counted: boolean,
  ): Promise<boolean> {
    if (!transport) return false;
    const attempts = counted ? sql`${mailOutbox.attempts}` : sql`${mailOutbox.attempts} + 1`;
    try {
      const { to, subject, text, html } = row;
      await transport.sendMail({
        from: config.mailFrom,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sent_at: new Date(), last_error: null, attempts })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({ last_error: String(error), attempts })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }

  async function deliverUnsent(): Promise<number> {
    if (!transport) return 0;
    // Claim a batch by counting its attempt first, so that other instances skip it meanwhile.
    const due = sql`${mailOutbox.created_at} + (${mailOutbox.attempts} + 1) * ${retryDelayMs} * interval '1 millisecond' <= now()`;
    const claimable = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sent_at), sql`${mailOutbox.attempts} < ${maxAttempts}`, due))
      .orderBy(mailOutbox.id)
      .limit(20)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(sql`${mailOutbox.id} in ${claimable}`)
      .returning();
    let sent = 0;
    for (const row of rows) if (await deliver(row, true)) sent += 1;
    return sent;
  }

  let retrying: Promise<unknown> = Promise.resolve();
  const timer =
    transport && retryIntervalMs > 0
      ? setInterval(() => {
          retrying = deliverUnsent().catch(() => undefined);
        }, retryIntervalMs).unref()
      : undefined;

  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning();
      if (row) await deliver(row, false);
    },
    deliverUnsent,
    async close() {
      clearInterval(timer);
      await retrying;
      transport?.close();
    },
  };
}
