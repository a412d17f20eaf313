import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurantId, tenantPolicy } from './tenancy.ts';

/**
 * Mail waiting to be sent, and sent mail (the embedded default keeps it here). Unsent mail is
 * tried again from `next_attempt_at` on; `failed_at` marks mail the SMTP server refused for good
 * (a 5xx answer), which is never tried again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    failed_at: timestamp('failed_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);

/** Who changed what, with before/after; purged after 30 days. */
export const changeHistory = pgTable(
  'change_history',
  {
    id: serial('id').primaryKey(),
    restaurant_id: restaurantId(),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_history_restaurant_created_idx').on(t.restaurant_id, t.created_at),
    tenantPolicy('change_history'),
  ],
);
