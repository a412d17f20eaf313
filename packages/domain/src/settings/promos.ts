import { z } from 'zod';
import { CATALOGUE_PRICE_MAX } from '../catalogue/catalogue-constants.ts';
import { checkDecimal, checkHigherThanZero, checkMaxValue } from '../validation/number-rules.ts';
import { checkUniqueName } from '../validation/text-rules.ts';
import { zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';

/**
 * The Promos tab: a location's promo codes (spec part 2 §3 "Promo codes: name, value"), which
 * order pricing honours at once where the `discount` flag is on (docs/decisions/promos.md).
 */

export const promoTypes = ['dollar', 'percentage'] as const;
export const ZPromoType = z.enum(promoTypes);
export type PromoType = z.infer<typeof ZPromoType>;

/** What a guest types at checkout: short, one line. */
export const PROMO_NAME_MAX_LENGTH = 40;

/**
 * A value above zero: dollars with at most 2 decimals up to the catalogue's price maximum, or a
 * percentage up to 100 with at most 2 decimals.
 */
export function checkPromoValue(type: PromoType, value: number) {
  return (
    checkHigherThanZero(value) ??
    checkMaxValue(value, type === 'percentage' ? 100 : CATALOGUE_PRICE_MAX) ??
    checkDecimal(value, 2)
  );
}

const promoFields = z.object({
  name: zRequiredText({ maxLength: PROMO_NAME_MAX_LENGTH }),
  type: ZPromoType,
  value: z.number(),
  active: z.boolean().default(true),
});

/**
 * The body of `POST /settings/promo-codes` and `PUT /settings/promo-codes/{id}`, given the names
 * of the location's other codes (the one being edited left out): the name must differ from
 * them regardless of letter case ("This name is already in use."). The server passes the saved
 * names, the form those it has loaded.
 */
export function promoCodeRequestSchema(otherNames: readonly string[] = []) {
  return promoFields.superRefine((promo, ctx) => {
    const valueIssue = checkPromoValue(promo.type, promo.value);
    if (valueIssue) addValidationIssue(ctx, valueIssue, ['value']);
    const nameIssue = checkUniqueName(promo.name, otherNames);
    if (nameIssue) addValidationIssue(ctx, nameIssue, ['name']);
  });
}

/** The request without the names (route schema and OpenAPI; the use case checks the names). */
export const ZPromoCodeRequest = promoCodeRequestSchema();
export type PromoCodeRequest = z.infer<typeof ZPromoCodeRequest>;
export type PromoCodeRequestInput = z.input<typeof ZPromoCodeRequest>;

export const ZPromoCode = z.object({
  id: z.int(),
  name: z.string(),
  type: ZPromoType,
  value: z.number(),
  active: z.boolean(),
});
export type PromoCode = z.infer<typeof ZPromoCode>;
export const ZPromoCodesResponse = z.array(ZPromoCode);
