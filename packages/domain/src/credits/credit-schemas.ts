import { z } from 'zod';
import { ZId, ZIdParam } from '../catalogue/catalogue-fields.ts';
import { parseIsoDate } from '../dates/date-parse.ts';
import { checkDecimal, checkHigherThanZero, checkMaxValue } from '../validation/number-rules.ts';
import { validationIssue } from '../validation/validation-messages.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';
import { zEmailAddress, zOptionalText } from '../validation/zod-fields.ts';

/**
 * Credits (spec part 2 §3 "Credits: name, email, expiry date, balance", §7 `/auth/credits…`):
 * store credit of a customer account at one location, kept as a ledger
 * (docs/decisions/customers-and-credits.md).
 */

/** The most one grant or adjustment may move, in dollars. */
export const CREDIT_AMOUNT_MAX = 10_000;
export const CREDIT_NAME_MAX_LENGTH = 80;
export const CREDIT_NOTE_MAX_LENGTH = 200;
/** Credits in one page of `GET /auth/credits`, and ledger rows in one page of the history. */
export const CREDITS_PAGE_SIZE = 50;
export const CREDIT_HISTORY_PAGE_SIZE = 100;
/** The longest history range one query may ask for. */
export const CREDIT_HISTORY_MAX_DAYS = 366;

/**
 * What moved a balance: `grant` (staff gave credit), `staff_adjust` (staff changed the balance
 * by hand), `order` (an order spent it), `adjust` (an order priced again gave back what it had
 * taken before taking again), `refund` (a declined, cancelled or refunded order gave it back),
 * `expire` (the rest expired: by staff, or by the daily job once its date passed), `assign`
 * (credit loaded before staff could grant it; read as a grant).
 */
export const creditKinds = [
  'grant',
  'staff_adjust',
  'order',
  'adjust',
  'refund',
  'expire',
  'assign',
] as const;
export const ZCreditKind = z.enum(creditKinds);
export type CreditKind = z.infer<typeof ZCreditKind>;

export const ZIsoDate = z
  .string()
  .trim()
  .superRefine(
    refineWith((date: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(date) && parseIsoDate(date) ? null : validationIssue('invalid'),
    ),
  );

const ZAmount = z.number().superRefine(
  refineWith<number>(
    (value) => checkMaxValue(Math.abs(value), CREDIT_AMOUNT_MAX),
    (value) => checkDecimal(value, 2),
  ),
);

/**
 * `POST`/`PUT /auth/credits`: with an `id`, an update of that credit — its name and expiry date,
 * and `amount` a signed change of the balance (0: none); the email must be the credit's own.
 * Without an id, a grant of `amount` (above zero) to `email`, which must have a customer
 * account: a new credit, or more on the one the email already has. `expiry_date` null: none (at
 * a school, the end of the school year).
 */
export const ZCreditSaveRequest = z
  .object({
    id: ZId.optional(),
    name: zOptionalText({ maxLength: CREDIT_NAME_MAX_LENGTH }).nullable().optional(),
    email: zEmailAddress(),
    expiry_date: ZIsoDate.nullable().optional(),
    amount: ZAmount,
    note: zOptionalText({ maxLength: CREDIT_NOTE_MAX_LENGTH }).nullable().optional(),
  })
  .superRefine((request, ctx) => {
    if (request.id !== undefined) return;
    const issue = checkHigherThanZero(request.amount);
    if (issue) addValidationIssue(ctx, issue, ['amount']);
  });
export type CreditSaveRequest = z.infer<typeof ZCreditSaveRequest>;
export type CreditSaveRequestInput = z.input<typeof ZCreditSaveRequest>;

/** `POST /auth/credits/expire`: the credit of this email loses what it has left, now. */
export const ZCreditExpireRequest = z.object({ email: zEmailAddress() });

export const ZCredit = z.object({
  id: z.int(),
  name: z.string().nullable(),
  email: z.string(),
  expiry_date: z.string().nullable(),
  balance: z.number(),
});
export type Credit = z.infer<typeof ZCredit>;

/** `GET /auth/credits`: by email, `search` in email or name (any case), keyset pages. */
export const ZCreditsQuery = z.object({
  search: z.string().trim().max(254).optional(),
  cursor: z.string().max(400).optional(),
});
export const ZCreditsPage = z.object({
  items: z.array(ZCredit),
  next_cursor: z.string().nullable(),
});
export type CreditsPage = z.infer<typeof ZCreditsPage>;

/** Who made a ledger row: a member of staff (null: the order engine's system work or the job). */
export const ZCreditActor = z.object({ name: z.string(), email: z.string() });

export const ZCreditMovement = z.object({
  id: z.int(),
  created_at: z.string(),
  credit_id: z.int(),
  email: z.string(),
  name: z.string().nullable(),
  kind: ZCreditKind,
  amount: z.number(),
  balance_after: z.number(),
  order_id: z.int().nullable(),
  order_number: z.int().nullable(),
  note: z.string().nullable(),
  by: ZCreditActor.nullable(),
});
export type CreditMovement = z.infer<typeof ZCreditMovement>;

/**
 * `GET /auth/credits/history`: `dateRange` the JSON `["YYYY-MM-DD","YYYY-MM-DD"]` (both days
 * included, in the location's time zone, at most a year), optionally one credit's `email`;
 * newest first, keyset pages.
 */
export const ZCreditHistoryQuery = z.object({
  dateRange: z.string().max(100),
  email: z.string().trim().max(254).optional(),
  cursor: ZIdParam.optional(),
});
export const ZCreditHistoryPage = z.object({
  items: z.array(ZCreditMovement),
  next_cursor: z.int().nullable(),
});
export type CreditHistoryPage = z.infer<typeof ZCreditHistoryPage>;
