import { z } from 'zod';
import { parseIsoDate } from '../dates/date-parse.ts';
import { taxCodeKey } from '../orders/cost-engine/cost-taxes.ts';
import { checkDecimal, checkMaxValue, checkMinValue } from '../validation/number-rules.ts';
import { checkUniqueName } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';

export * from './business-tax-presets.ts';

/**
 * The Business settings tab (docs/decisions/taxes.md): the location's tax rates, each in force
 * from a date, and the marketplace hub's locations. The tax presets per province are in
 * business-tax-presets.ts.
 */

/** The labels a rate is printed under on receipts; null = the rate's code (e.g. `EXEMPT`). */
export const taxLabels = ['GST', 'PST', 'QST', 'HST', 'RST'] as const;
export const ZTaxLabel = z.enum(taxLabels);
export type TaxLabel = z.infer<typeof ZTaxLabel>;

/** Most rates one location keeps (every province's preset and its history fit easily). */
export const MAX_TAX_RATES = 50;
export const TAX_CODE_MAX_LENGTH = 12;

/**
 * A code items name in their `tax_rate` (`GST+PST`): capitals, digits, `-` and `_`, so that `+`
 * and `,` stay separators and `gst` / `GST` cannot be two codes.
 */
export function checkTaxCode(code: string): ValidationIssue | null {
  return new RegExp(`^[A-Z0-9_-]{1,${TAX_CODE_MAX_LENGTH}}$`).test(code)
    ? null
    : validationIssue('taxCode');
}

/** Percent 0–100 with at most 3 decimals (9.975 % QST), as the column holds it. */
export function checkTaxPercent(value: number): ValidationIssue | null {
  return checkMinValue(value, 0) ?? checkMaxValue(value, 100) ?? checkDecimal(value, 3);
}

/** `YYYY-MM-DD` of a day that exists (2025-02-29 is refused). */
export const ZSettingsDate = z
  .string()
  .superRefine(
    refineWith((text: string) => (parseIsoDate(text) ? null : validationIssue('invalid'))),
  );

export const ZTaxRateInput = z.object({
  /** A saved rate keeps its id; a new one has none. */
  id: z.int().positive().optional(),
  code: zRequiredText({ maxLength: TAX_CODE_MAX_LENGTH }).superRefine(refineWith(checkTaxCode)),
  label: ZTaxLabel.nullable(),
  value: z.number().superRefine(refineWith(checkTaxPercent)),
  is_default: z.boolean(),
  /** The first day (in the location's time zone) the rate applies; null = always. */
  effective_from: ZSettingsDate.nullable(),
});
export type TaxRateInput = z.infer<typeof ZTaxRateInput>;

export const ZTaxRate = ZTaxRateInput.extend({ id: z.int() });
export type TaxRateSetting = z.infer<typeof ZTaxRate>;

interface DatedRate {
  code: string;
  effective_from: string | null;
}

/** Later first days last; null (always) first. */
function compareFrom(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

/**
 * The rates in force on `date` (`YYYY-MM-DD`, the order's due day in the location's time zone):
 * per code (as `taxCodeKey` compares them), the rate with the latest `effective_from` on or before
 * the date, a rate without one counting as always in force. A code whose every rate starts later
 * is not in force. Answers them in the order given.
 */
export function taxRatesInForce<T extends DatedRate>(rates: readonly T[], date: string): T[] {
  const chosen = new Map<string, T>();
  for (const rate of rates) {
    if (rate.effective_from !== null && rate.effective_from > date) continue;
    const key = taxCodeKey(rate.code);
    const current = chosen.get(key);
    if (!current || compareFrom(current.effective_from, rate.effective_from) < 0) {
      chosen.set(key, rate);
    }
  }
  const kept = new Set(chosen.values());
  return rates.filter((rate) => kept.has(rate));
}

/** The days on which the rates in force may change: "always" (null) and every first day. */
function changeDays(rates: readonly DatedRate[]): (string | null)[] {
  const days = new Set(rates.flatMap((rate) => (rate.effective_from ? [rate.effective_from] : [])));
  return [null, ...[...days].sort()];
}

/** The indexes of rates repeating an earlier rate's code and first day. */
export function duplicateTaxRateIndexes(rates: readonly DatedRate[]): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  rates.forEach((rate, index) => {
    const key = `${taxCodeKey(rate.code)}@${rate.effective_from ?? ''}`;
    if (seen.has(key)) repeats.push(index);
    seen.add(key);
  });
  return repeats;
}

/**
 * Whether every day on which some rate is in force has a default rate in force: without one, an
 * item without its own code would go untaxed from that day on.
 */
export function hasDefaultOnEveryDay(
  rates: readonly (DatedRate & { is_default: boolean })[],
): boolean {
  return changeDays(rates).every((day) => {
    const inForce =
      day === null ? rates.filter((r) => r.effective_from === null) : taxRatesInForce(rates, day);
    return inForce.length === 0 || inForce.some((rate) => rate.is_default);
  });
}

/** The list rules: a code once per first day, and a default rate whenever rates apply. */
function refineTaxRates(rates: TaxRateInput[], ctx: z.RefinementCtx<TaxRateInput[]>): void {
  for (const index of duplicateTaxRateIndexes(rates)) {
    addValidationIssue(ctx, validationIssue('uniqueTaxRate'), [index, 'code']);
  }
  if (!hasDefaultOnEveryDay(rates)) addValidationIssue(ctx, validationIssue('defaultTaxRate'));
}

/** `PUT /settings/tax-rates`: the whole list, replacing the saved one. */
export const ZTaxRatesRequest = z
  .array(ZTaxRateInput)
  .max(MAX_TAX_RATES)
  .superRefine(refineTaxRates);
export const ZTaxRatesResponse = z.array(ZTaxRate);

// ---- Marketplace locations (marketplace hubs) ----

export const MAX_MARKETPLACE_LOCATIONS = 50;
export const MARKETPLACE_NAME_MAX_LENGTH = 80;

export const ZMarketplaceLocationInput = z.object({
  id: z.int().positive().optional(),
  name: zRequiredText({ maxLength: MARKETPLACE_NAME_MAX_LENGTH }),
  /** The location that prepares the orders: one the user may access. */
  operational_restaurant_id: z.int().positive(),
  /** Menus of the operational location, in the order the hub shows them. */
  menu_ids: z.array(z.int().positive()).max(100),
  /** Payments go to the operational location's own merchant ids. */
  separate_mids: z.boolean(),
});
export type MarketplaceLocationInput = z.infer<typeof ZMarketplaceLocationInput>;

export const ZMarketplaceLocation = ZMarketplaceLocationInput.extend({
  id: z.int(),
  /** Set by `POST /settings/marketplace-locations/{id}/image`; never sent in the list. */
  image: z.string().nullable(),
});
export type MarketplaceLocation = z.infer<typeof ZMarketplaceLocation>;

/** Names unique in the hub (case-insensitive), each menu once per tile. */
function refineMarketplace(
  tiles: MarketplaceLocationInput[],
  ctx: z.RefinementCtx<MarketplaceLocationInput[]>,
): void {
  tiles.forEach((tile, index) => {
    const earlier = tiles.slice(0, index).map((other) => other.name);
    const issue = checkUniqueName(tile.name, earlier);
    if (issue) addValidationIssue(ctx, issue, [index, 'name']);
    if (new Set(tile.menu_ids).size !== tile.menu_ids.length) {
      addValidationIssue(ctx, validationIssue('invalid'), [index, 'menu_ids']);
    }
  });
}

/** `PUT /settings/marketplace-locations`: the whole ordered list. */
export const ZMarketplaceLocationsRequest = z
  .array(ZMarketplaceLocationInput)
  .max(MAX_MARKETPLACE_LOCATIONS)
  .superRefine(refineMarketplace);
export const ZMarketplaceLocationsResponse = z.array(ZMarketplaceLocation);
