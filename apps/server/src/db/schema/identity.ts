import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { restaurants } from './restaurants.ts';

/**
 * Staff accounts. Identity spans locations, so these tables are read by the identity service
 * outside any tenant transaction; they carry no tenant policy.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** argon2id; null for accounts that only sign in through SSO. */
    password_hash: text('password_hash'),
    role: text('role').notNull().default('manager'),
    event_access: text('event_access'),
    /** argon2id of the staff PIN; when set the user must enter it after sign-in. */
    pin_hash: text('pin_hash'),
    groups: text('groups').array().notNull().default([]),
    locale: text('locale').notNull().default('en-CA'),
    disabled: boolean('disabled').notNull().default(false),
    failed_sign_ins: integer('failed_sign_ins').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Which locations a user may use; the first (lowest position) is the default tenant. */
export const userRestaurants = pgTable(
  'user_restaurants',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.restaurant_id] })],
);

/** A signed-in session; tokens carry its id so that logout (revocation) really ends it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    pin_entered_at: timestamp('pin_entered_at', { withTimezone: true }),
    pin_failed_attempts: integer('pin_failed_attempts').notNull().default(0),
    via: text('via').notNull().default('password'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sha-256 of the token; the token itself exists only in the mailed link. */
  token_hash: text('token_hash').notNull().unique(),
  /** reset: a password reset asked for by its owner; invite: the set-password link of an invitation. */
  purpose: text('purpose').notNull().default('reset'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Token-signing keys, kept in the database so that every instance signs and verifies alike. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  private_jwk: jsonb('private_jwk').notNull(),
  public_jwk: jsonb('public_jwk').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
