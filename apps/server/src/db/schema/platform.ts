import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytes } from './columns.ts';
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
    /** Files sent with the mail (an invoice PDF), base64, kept so a retry sends the same bytes. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
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

/** A file attached to an outbox mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

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

/**
 * Uploaded images (the default image store; an S3 bucket replaces it by configuration), keyed by
 * their content hash, which is also their public URL's name and ETag. Images are public (served
 * at `/api/uploads/{hash}.{ext}` to anyone, `<img>` sends no token) and one image may serve rows
 * of several locations (copies keep the URL), so the table belongs to no location: no
 * `restaurant_id`, no policy, and the tenant role has no privilege on it (owner connection only).
 */
export const images = pgTable('images', {
  /** The first 32 hex digits of the SHA-256 of `data`. */
  hash: text('hash').primaryKey(),
  content_type: text('content_type').notNull(),
  data: bytes('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every server instance (the default store; Redis replaces it when
 * `REDIS_URL` is set): one row per limited key (route and client address, or route and user),
 * counting the requests of the window that ends at `expires_at`. Expired rows are deleted by a
 * scheduled sweep. Owner connection only, like `images`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expires_at)],
);
