import type { Province } from '../../locations/location-schemas.ts';
import { percentOf } from './charge-value.ts';
import type { CostLine, TaxBracketCents, TaxRate } from './costs.ts';

/** The Ontario rebate applies when the qualifying total is this much or less, before HST. */
export const HST_REBATE_THRESHOLD_CENTS = 400;

/** The Ontario part of the HST (8 points of 13 %), which the point-of-sale rebate takes off. */
export const ONTARIO_HST_PROVINCIAL_MILLI_PERCENT = 8000;

/** How tax codes are compared: `" hst "` and `"HST"` are one code. */
export function taxCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

interface RateTotals {
  rate: TaxRate;
  /** Ontario: this rate holds the provincial 8 points the rebate takes off. */
  rebatable: boolean;
  /** Taxable cents at the full rate. */
  full: number;
  /** Taxable cents of rebated lines, which pay the rate less the provincial part. */
  rebated: number;
}

export interface TaxesInput {
  /** In the engine's canonical order, with `taxable[i]` the cents left taxable of `lines[i]`. */
  lines: readonly CostLine[];
  taxable: readonly number[];
  /** Service and delivery charges: taxed at the default rates, never rebated. */
  chargesCents: number;
  taxRates: readonly TaxRate[];
  province: Province;
}

export interface TaxesResult {
  taxBrackets: TaxBracketCents[];
  taxes: number;
  hstRebate: number;
}

/** The location's rates, one per code (the first of codes that differ only in case or spaces). */
function rateTotalsOf(taxRates: readonly TaxRate[], province: Province): Map<string, RateTotals> {
  const totals = new Map<string, RateTotals>();
  for (const rate of taxRates) {
    const key = taxCodeKey(rate.code);
    if (totals.has(key)) continue;
    const rebatable =
      province === 'on' &&
      (key === 'HST' || rate.isDefault) &&
      rate.milliPercent >= ONTARIO_HST_PROVINCIAL_MILLI_PERCENT;
    totals.set(key, { rate, rebatable, full: 0, rebated: 0 });
  }
  return totals;
}

/** A line's own codes that are rates of the location, else the location's default rates. */
function ratesOfLine(line: CostLine, totals: Map<string, RateTotals>): RateTotals[] {
  const keys = new Set(line.taxCodes.map(taxCodeKey));
  const own = [...totals.entries()].filter(([key]) => keys.has(key)).map(([, t]) => t);
  return own.length > 0 ? own : [...totals.values()].filter((t) => t.rate.isDefault);
}

/**
 * Step 7 of costs.ts: one bracket per rate with something taxable (in the location's order of
 * rates), rounded once per bracket; in Ontario the rebated lines get a second bracket of the same
 * code at the rate less 8 points, right after the full-rate one.
 */
export function computeTaxes(input: TaxesInput): TaxesResult {
  const totals = rateTotalsOf(input.taxRates, input.province);
  const lineRates = input.lines.map((line) => ratesOfLine(line, totals));
  const qualifies = input.lines.map(
    (line, index) => line.rebateQualifying && (lineRates[index] ?? []).some((t) => t.rebatable),
  );
  const qualifyingTotal = input.taxable.reduce(
    (sum, cents, index) => (qualifies[index] ? sum + cents : sum),
    0,
  );
  const rebateApplies = qualifyingTotal <= HST_REBATE_THRESHOLD_CENTS;

  lineRates.forEach((rates, index) => {
    const cents = input.taxable[index] ?? 0;
    for (const totalsOfRate of rates) {
      if (rebateApplies && qualifies[index] && totalsOfRate.rebatable)
        totalsOfRate.rebated += cents;
      else totalsOfRate.full += cents;
    }
  });
  for (const totalsOfRate of totals.values()) {
    if (totalsOfRate.rate.isDefault) totalsOfRate.full += input.chargesCents;
  }

  const taxBrackets: TaxBracketCents[] = [];
  let hstRebate = 0;
  for (const { rate, full, rebated } of totals.values()) {
    const bracket = (milliPercent: number, taxableCents: number): TaxBracketCents => ({
      code: rate.code,
      label: rate.label,
      milliPercent,
      taxableCents,
      amountCents: percentOf(taxableCents, milliPercent),
    });
    if (full > 0) taxBrackets.push(bracket(rate.milliPercent, full));
    if (rebated > 0) {
      const reduced = bracket(rate.milliPercent - ONTARIO_HST_PROVINCIAL_MILLI_PERCENT, rebated);
      taxBrackets.push(reduced);
      hstRebate += percentOf(rebated, rate.milliPercent) - reduced.amountCents;
    }
  }
  const taxes = taxBrackets.reduce((sum, b) => sum + b.amountCents, 0);
  return { taxBrackets, taxes, hstRebate };
}
