import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { OutgoingMail } from './mailer.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type { MailAttachment } from '../../db/schema/index.ts';

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

function outboxValues(mail: OutgoingMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? null,
  };
}

/** The outbox (`mail_outbox`), on the owner connection: mail belongs to no location. */
export const mailOutboxRepository = {
  /** A new row, left to its sender for `leaseMs` before a sweep may take it. */
  async insert(db: Db, mail: OutgoingMail, leaseMs: number): Promise<OutboxRow> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...outboxValues(mail), next_attempt_at: inMs(leaseMs) })
      .returning();
    return row!;
  },

  /**
   * Queues a mail in the caller's transaction (a mail that belongs to a change, like an invoice:
   * it exists if and only if the change commits). Due at once: the sweep, or a
   * `deliverUnsent()` after the commit, sends it.
   */
  async queue(tx: Tx, mail: OutgoingMail): Promise<void> {
    await tx.insert(mailOutbox).values(outboxValues(mail));
  },

  /**
   * Claims up to `limit` due rows (unsent, not refused for good, their time come) for one
   * sender: counts their attempt and moves their next attempt `leaseMs` away, so other sweeps
   * (other instances) skip them meanwhile. Answers them with the attempt counted.
   */
  async claimDue(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sent_at),
          isNull(mailOutbox.failed_at),
          lte(mailOutbox.next_attempt_at, sql`now()`),
        ),
      )
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: inMs(leaseMs) })
      .where(sql`${mailOutbox.id} in ${due}`)
      .returning();
  },

  async markSent(db: Db, id: number, attempts: number): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ sent_at: sql`now()`, last_error: null, attempts })
      .where(eq(mailOutbox.id, id));
  },

  /** A failed attempt: tried again in `retryInMs`, or (null) refused for good and never again. */
  async markFailedAttempt(
    db: Db,
    id: number,
    failure: { attempt: number; error: string; retryInMs: number | null },
  ): Promise<void> {
    await db
      .update(mailOutbox)
      .set({
        attempts: failure.attempt,
        last_error: failure.error,
        ...(failure.retryInMs === null
          ? { failed_at: sql`now()` }
          : { next_attempt_at: inMs(failure.retryInMs) }),
      })
      .where(eq(mailOutbox.id, id));
  },
};
