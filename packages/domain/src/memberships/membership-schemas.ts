import { z } from 'zod';
import { CATALOGUE_PRICE_MAX } from '../catalogue/catalogue-constants.ts';
import { parseChargeValue } from '../orders/cost-engine/charge-value.ts';
import { ZSettingsDate } from '../settings/business.ts';
import { checkEmail, checkRequired } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { EMAIL_MAX_LENGTH, zOptionalText, zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';

/**
 * The Members screen's contract (`/api/memberships`): the memberships the checkout reads
 * (`POST /auth/get-user-membership-promo`, pricing's member discount) at a location with
 * `membership_program` (docs/decisions/members.md).
 */

export const MEMBERSHIP_IDENTIFIER_MAX_LENGTH = 100;
export const MEMBERSHIP_TYPE_MAX_LENGTH = 40;
export const MEMBERSHIP_NAME_MAX_LENGTH = 100;
export const MEMBERSHIP_PROMO_NAME_MAX_LENGTH = 60;
/** Pricing applies the first promotion; a few more are kept for what the guest is told. */
export const MEMBERSHIP_PROMOS_MAX = 10;
export const MEMBERSHIPS_PAGE_SIZE_MAX = 100;

/**
 * A promotion's value as pricing reads it (`parseChargeValue`): `"10"` = 10 %, `"5$"` = five
 * dollars off. Refused: text pricing cannot read (or a percentage above 100), zero, and dollars
 * beyond the catalogue's price maximum.
 */
export function checkMembershipPromoValue(value: string): ValidationIssue | null {
  const required = checkRequired(value);
  if (required) return required;
  const charge = parseChargeValue(value);
  if (!charge) return validationIssue('chargeValue');
  const amount = charge.type === 'dollar' ? charge.cents : charge.milliPercent;
  if (amount === 0) return validationIssue('higherThanZero');
  return charge.type === 'dollar' && charge.cents > CATALOGUE_PRICE_MAX * 100
    ? validationIssue('maxValue', { max: CATALOGUE_PRICE_MAX })
    : null;
}

const promoName = () => zRequiredText({ maxLength: MEMBERSHIP_PROMO_NAME_MAX_LENGTH });

/** A promotion as the form and the import send it: its name, French name (optional) and value. */
export const ZMembershipPromoInput = z.object({
  name: promoName(),
  value: z.string().trim().superRefine(refineWith(checkMembershipPromoValue)),
  localization: z
    .object({
      fr: z.object({ name: zOptionalText({ maxLength: MEMBERSHIP_PROMO_NAME_MAX_LENGTH }) }),
    })
    .partial()
    .optional(),
});
export type MembershipPromoInput = z.infer<typeof ZMembershipPromoInput>;

/** An email address or empty text (a membership without email). */
const optionalEmail = () =>
  zOptionalText({ maxLength: EMAIL_MAX_LENGTH }).superRefine(refineWith(checkEmail));

const membershipFields = z.object({
  identifier: zRequiredText({ maxLength: MEMBERSHIP_IDENTIFIER_MAX_LENGTH }),
  type: zRequiredText({ maxLength: MEMBERSHIP_TYPE_MAX_LENGTH }),
  name: zOptionalText({ maxLength: MEMBERSHIP_NAME_MAX_LENGTH }).default(''),
  email: optionalEmail().default(''),
  promos: z
    .array(ZMembershipPromoInput)
    .max(MEMBERSHIP_PROMOS_MAX)
    .default(() => []),
  /** The first day (location's time zone) the membership no longer counts; null = never. */
  expires_on: ZSettingsDate.nullable().default(null),
});

/**
 * The body of `POST /api/memberships` and `PUT /api/memberships/{id}`, given the identifiers of
 * the location's other memberships (the one edited left out): an identifier once per location,
 * any letter case ("This name is already in use." on `identifier`). The server checks against the
 * database; the form against the identifiers it knows.
 */
export function membershipRequestSchema(otherIdentifiers: readonly string[] = []) {
  const taken = new Set(otherIdentifiers.map((identifier) => identifier.trim().toLowerCase()));
  return membershipFields.superRefine((membership, ctx) => {
    if (taken.has(membership.identifier.toLowerCase())) {
      addValidationIssue(ctx, validationIssue('uniqueName'), ['identifier']);
    }
  });
}
export const ZMembershipRequest = membershipRequestSchema();
export type MembershipRequest = z.infer<typeof ZMembershipRequest>;
export type MembershipRequestInput = z.input<typeof ZMembershipRequest>;

/** `POST /api/memberships/{id}/expire`: from a day on (today or later), or now without one. */
export const ZExpireMembershipRequest = z.object({
  expires_on: ZSettingsDate.nullable().default(null),
});
export type ExpireMembershipRequest = z.infer<typeof ZExpireMembershipRequest>;

export const membershipStatuses = ['active', 'expired'] as const;
export const ZMembershipStatus = z.enum(membershipStatuses);
export type MembershipStatus = z.infer<typeof ZMembershipStatus>;

export const membershipSorts = ['identifier', 'name', 'type', 'expires_at', 'updated_at'] as const;
export type MembershipSort = (typeof membershipSorts)[number];

/** `GET /api/memberships` query: search in identifier, name and email; a status; a page. */
export const ZMembershipListQuery = z.object({
  search: z.string().trim().max(MEMBERSHIP_NAME_MAX_LENGTH).optional(),
  status: z.enum(['all', ...membershipStatuses]).default('all'),
  sort: z.enum(membershipSorts).default('identifier'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MEMBERSHIPS_PAGE_SIZE_MAX).default(25),
});
export type MembershipListQuery = z.infer<typeof ZMembershipListQuery>;

const ZStoredPromo = z.object({
  name: z.string(),
  value: z.string(),
  localization: z.record(z.string(), z.record(z.string(), z.string().nullable())).optional(),
});

/** A membership as the Members screen reads it. */
export const ZMembershipEntry = z.object({
  id: z.int(),
  identifier: z.string(),
  type: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  promos: z.array(ZStoredPromo),
  /** The instant it stops counting (ISO), or null. */
  expires_at: z.string().nullable(),
  /** `expires_at` as the day the form shows (location's time zone). */
  expires_on: z.string().nullable(),
  status: ZMembershipStatus,
  updated_at: z.string(),
});
export type MembershipEntry = z.infer<typeof ZMembershipEntry>;

export const ZMembershipPage = z.object({
  items: z.array(ZMembershipEntry),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});
export type MembershipPage = z.infer<typeof ZMembershipPage>;

/** What `POST /api/memberships/import` did: rows that added, changed or matched a membership. */
export const ZMembershipImportResult = z.object({
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
});
export type MembershipImportResult = z.infer<typeof ZMembershipImportResult>;

/** One line of a refused import: its number as a spreadsheet shows it, and what is wrong. */
export const ZMembershipImportLineError = z.object({
  line: z.int(),
  messages: z.array(z.string()),
});
export type MembershipImportLineError = z.infer<typeof ZMembershipImportLineError>;
