import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { spreadsheetText } from '../catalogue/menu-export/menu-export.ts';
import type { Locale } from '../i18n/locale.ts';
import { checkEmail } from '../validation/text-rules.ts';
import { validationIssue } from '../validation/validation-messages.ts';
import { zOptionalText } from '../validation/zod-fields.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';

/**
 * Subsidy codes (spec part 2 §3, §4, §7): a code grants its subsidy at checkout while it is
 * active. Generated codes are random (the server draws them from a CSPRNG) over an alphabet
 * without look-alike characters, so a code read off a printed card is typed right.
 */

export const ZSubsidyCodeStatus = z.enum(['active', 'inactive']);
export type SubsidyCodeStatus = z.infer<typeof ZSubsidyCodeStatus>;

/**
 * The characters of a generated code: capital letters and digits without those read alike
 * (0 O Q D, 1 I L, 2 Z, 5 S, 8 B, U V): 21 characters.
 */
export const SUBSIDY_CODE_ALPHABET = 'ACEFGHJKMNPRTWXY34679';
/** Random characters of a code: 10 from 21 is 2^43 codes per location, far beyond guessing. */
export const SUBSIDY_CODE_RANDOM_LENGTH = 10;
/** Codes one generate call makes, at most (spec part 2 §9: the count is the user's). */
export const SUBSIDY_CODES_PER_CALL_MAX = 10_000;
export const SUBSIDY_CODE_PREFIX_MAX_LENGTH = 12;
export const SUBSIDY_ACCOUNT_NAME_MAX_LENGTH = 80;

/**
 * A code as printed: the prefix (when given) and the random part in two groups of five,
 * `LUNCH-K7MXR-4HT9C`.
 */
export function formatSubsidyCode(prefix: string | null, random: string): string {
  const groups = random.match(/.{1,5}/g) ?? [];
  return [prefix, ...groups].filter(Boolean).join('-');
}

const PREFIX = /^[A-Za-z0-9]*$/;

/** `POST /subsidies/{id}/codes/generate`: how many codes (1…10,000) and an optional prefix. */
export const ZGenerateSubsidyCodesRequest = z.object({
  amount: z.int().min(1).max(SUBSIDY_CODES_PER_CALL_MAX),
  prefix: zOptionalText({ maxLength: SUBSIDY_CODE_PREFIX_MAX_LENGTH })
    .superRefine(
      refineWith((text: string) => (PREFIX.test(text) ? null : validationIssue('codePrefix'))),
    )
    .transform((text) => (text ? text.toUpperCase() : null))
    .nullable()
    .optional(),
});
export type GenerateSubsidyCodesRequest = z.output<typeof ZGenerateSubsidyCodesRequest>;
export type GenerateSubsidyCodesRequestInput = z.input<typeof ZGenerateSubsidyCodesRequest>;

export const ZSubsidyCode = z.object({
  id: ZId,
  subsidy_id: ZId,
  code: z.string(),
  created_at: z.iso.datetime(),
  status: ZSubsidyCodeStatus,
  account_name: z.string().nullable(),
  email: z.string().nullable(),
});
export type SubsidyCode = z.infer<typeof ZSubsidyCode>;

/** The answer of a generate call: how many codes were made, and the codes (to print them). */
export const ZGeneratedSubsidyCodes = z.object({
  generated: z.int(),
  codes: z.array(ZSubsidyCode),
});
export type GeneratedSubsidyCodes = z.infer<typeof ZGeneratedSubsidyCodes>;

export const SUBSIDY_CODES_PAGE_MAX = 200;

/** `GET /subsidies/{id}/codes`: newest first, searched by code, account name or email. */
export const ZSubsidyCodesQuery = z.object({
  search: z.string().trim().max(100).optional(),
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(SUBSIDY_CODES_PAGE_MAX).default(50),
});
export type SubsidyCodesQuery = z.infer<typeof ZSubsidyCodesQuery>;

export const ZSubsidyCodesPage = z.object({
  items: z.array(ZSubsidyCode),
  /** The `cursor` of the next page, or null on the last. */
  next_cursor: z.int().nullable(),
  /** Codes matching the search, all pages together. */
  total: z.int(),
});
export type SubsidyCodesPage = z.infer<typeof ZSubsidyCodesPage>;

/**
 * `PUT /subsidies/{id}/codes/{codeId}`: the code's status and who holds it (account name and
 * email, each optional; empty clears it).
 */
export const ZUpdateSubsidyCodeRequest = z
  .object({
    status: ZSubsidyCodeStatus,
    account_name: zOptionalText({ maxLength: SUBSIDY_ACCOUNT_NAME_MAX_LENGTH })
      .nullable()
      .default(null),
    email: zOptionalText({ maxLength: 254 }).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const issue = checkEmail(body.email);
    if (issue) addValidationIssue(ctx, issue, ['email']);
  })
  .transform((body) => ({
    status: body.status,
    account_name: body.account_name || null,
    email: body.email || null,
  }));
export type UpdateSubsidyCodeRequest = z.output<typeof ZUpdateSubsidyCodeRequest>;
export type UpdateSubsidyCodeRequestInput = z.input<typeof ZUpdateSubsidyCodeRequest>;

const csvHeaders: Record<Locale, string[]> = {
  'en-CA': ['Code', 'Created at', 'Status', 'Account name', 'Email'],
  'fr-CA': ['Code', 'Créé le', 'Statut', 'Nom du compte', 'Courriel'],
};
const csvStatus: Record<Locale, Record<SubsidyCodeStatus, string>> = {
  'en-CA': { active: 'Active', inactive: 'Inactive' },
  'fr-CA': { active: 'Actif', inactive: 'Inactif' },
};

/**
 * The rows of the codes' CSV export in `locale` (header first). Every cell goes through
 * `spreadsheetText`, so an account name such as `=HYPERLINK(…)` is never read as a formula.
 */
export function subsidyCodesCsvRows(
  codes: readonly Pick<SubsidyCode, 'code' | 'created_at' | 'status' | 'account_name' | 'email'>[],
  locale: Locale,
): string[][] {
  const rows = codes.map((code) => [
    code.code,
    code.created_at,
    csvStatus[locale][code.status],
    code.account_name ?? '',
    code.email ?? '',
  ]);
  return [csvHeaders[locale], ...rows].map((row) => row.map(spreadsheetText));
}
