import { z } from 'zod';
import { CATALOGUE_PRICE_MAX } from '../catalogue/catalogue-constants.ts';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { checkDecimal, checkHigherThanZero, checkMaxValue } from '../validation/number-rules.ts';
import { checkMaxLength, checkPlainText } from '../validation/text-rules.ts';
import { zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';
import { validationIssue } from '../validation/validation-messages.ts';

/**
 * The Subsidies screen (spec part 2 §2, §3, §9): a K-12 location's meal subsidies and the codes
 * that grant them (subsidy-codes.ts). Order pricing applies a subsidy through an active code
 * (docs/decisions/subsidies.md).
 */

export const subsidyTypes = ['discount', 'fixed_item_price', 'pay_what_you_can'] as const;
export const ZSubsidyType = z.enum(subsidyTypes);
export type SubsidyType = z.infer<typeof ZSubsidyType>;

export const ZSubsidyAmountType = z.enum(['dollar', 'percentage']);
export type SubsidyAmountType = z.infer<typeof ZSubsidyAmountType>;

export const SUBSIDY_NAME_MAX_LENGTH = 80;
/** Meals per day a code may pay for, at most (a whole school's lunches fit many times over). */
export const SUBSIDY_MEALS_PER_DAY_MAX = 100;

/** A discount needs a value above zero (a percentage up to 100); a fixed price may be 0 (free). */
function amountIssue(type: SubsidyType, amountType: SubsidyAmountType, amount: number | null) {
  if (type === 'pay_what_you_can') return null;
  if (amount === null) return validationIssue('required');
  const percentage = type === 'discount' && amountType === 'percentage';
  return (
    (type === 'discount' ? checkHigherThanZero(amount) : null) ??
    (amount < 0 ? validationIssue('priceNegative') : null) ??
    checkMaxValue(amount, percentage ? 100 : CATALOGUE_PRICE_MAX) ??
    checkDecimal(amount, 2)
  );
}

const ZFrenchName = z
  .string()
  .trim()
  .nullable()
  .default(null)
  .superRefine((name, ctx) => {
    const issue = checkMaxLength(name, SUBSIDY_NAME_MAX_LENGTH) ?? checkPlainText(name);
    if (issue) addValidationIssue(ctx, issue);
  });

/**
 * The body of `POST /subsidies` and `PUT /subsidies/{id}`: a name (and its French name), the
 * type, its amount (a discount in dollars or percent; the fixed price of a meal; none for pay
 * what you can, where the family chooses from 0 up to the bill) and the meals one code pays for
 * per day (`null` = no limit). The answer normalises what the type does not use: no amount for
 * pay what you can, `dollar` for anything but a discount.
 */
export const ZSubsidyRequest = z
  .object({
    name: zRequiredText({ maxLength: SUBSIDY_NAME_MAX_LENGTH }),
    localization: z
      .object({ fr: z.object({ name: ZFrenchName }).default({ name: null }) })
      .default({ fr: { name: null } }),
    type: ZSubsidyType,
    amount: z.number().nullable().default(null),
    amount_type: ZSubsidyAmountType.default('dollar'),
    max_meals_per_day: z.int().min(1).max(SUBSIDY_MEALS_PER_DAY_MAX).nullable().default(null),
  })
  .superRefine((subsidy, ctx) => {
    const issue = amountIssue(subsidy.type, subsidy.amount_type, subsidy.amount);
    if (issue) addValidationIssue(ctx, issue, ['amount']);
  })
  .transform((subsidy) => ({
    ...subsidy,
    amount: subsidy.type === 'pay_what_you_can' ? null : subsidy.amount,
    amount_type: subsidy.type === 'discount' ? subsidy.amount_type : ('dollar' as const),
  }));
export type SubsidyRequest = z.output<typeof ZSubsidyRequest>;
export type SubsidyRequestInput = z.input<typeof ZSubsidyRequest>;

export const ZSubsidy = z.object({
  id: ZId,
  name: z.string(),
  localization: z.object({ fr: z.object({ name: z.string().nullable() }) }),
  type: ZSubsidyType,
  amount: z.number().nullable(),
  amount_type: ZSubsidyAmountType,
  max_meals_per_day: z.int().nullable(),
  /** How many codes the subsidy has, and how many of them are active (the codes are paged). */
  codes: z.object({ total: z.int(), active: z.int() }),
  created_at: z.iso.datetime(),
});
export type Subsidy = z.infer<typeof ZSubsidy>;
export const ZSubsidiesResponse = z.array(ZSubsidy);

/**
 * The body of `DELETE /subsidies/{id}` (spec part 2 §7): a subsidy whose codes are still active
 * is deleted only with `force_publish: true` (409 `subsidy_in_use` otherwise), since families
 * holding those codes lose the subsidy on their next order.
 */
export const ZDeleteSubsidyRequest = z
  .object({ force_publish: z.boolean().default(false) })
  .default({ force_publish: false });

/** The subsidy's name in `language`: its French name when asked and given. */
export function subsidyNameIn(
  subsidy: Pick<Subsidy, 'name' | 'localization'>,
  language: 'en' | 'fr',
): string {
  return (language === 'fr' ? subsidy.localization.fr.name : null) ?? subsidy.name;
}
