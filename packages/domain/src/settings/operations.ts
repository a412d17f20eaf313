import { z } from 'zod';
import { CATALOGUE_PRICE_MAX } from '../catalogue/catalogue-constants.ts';
import { parseIsoDate } from '../dates/date-parse.ts';
import { parseChargeValue } from '../orders/cost-engine/index.ts';
import { checkDecimal, checkMinValue, checkMaxValue } from '../validation/number-rules.ts';
import { checkPlainText, isBlank } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';
import { zInt32 } from '../validation/zod-fields.ts';

export * from './operations-questions.ts';

/**
 * Settings › Operations: the location's ordering parameters with its service charge, and the
 * K-12 end-of-school-year date (docs/api.md "Settings", docs/decisions/operations-settings.md).
 */

/** A limit in whole units; null = no limit. */
const zLimit = () => zInt32().positive().nullable();

/** Longest service-charge label, in either language. */
export const SERVICE_CHARGE_LABEL_MAX = 60;

const zLabel = () =>
  z.string().trim().max(SERVICE_CHARGE_LABEL_MAX).superRefine(refineWith(checkPlainText));

const ZMinimumOrderAmount = z
  .number()
  .superRefine(
    refineWith<number>(
      (value) => checkMinValue(value, 0),
      (value) => checkMaxValue(value, CATALOGUE_PRICE_MAX),
      (value) => checkDecimal(value, 2),
    ),
  )
  .nullable();

export const cutoffUnits = ['days', 'hours'] as const;

const orderingParametersShape = {
  max_items_per_order: zLimit(),
  max_items_per_cart: zLimit(),
  /** How long before the due time ordering closes; null = no cut-off. */
  cutoff: z.object({ value: zInt32().positive(), unit: z.enum(cutoffUnits) }).nullable(),
  /** How many days ahead guests may order; null = no limit. */
  window_max_days: zLimit(),
  exclude_weekends: z.boolean(),
  /** Dollars; null (or 0) = no minimum. */
  minimum_order_amount: ZMinimumOrderAmount,
  service_charge_enabled: z.boolean(),
  /** As the spec writes charges: `"5$"` a fixed amount, `"10"` a percentage; null = none. */
  service_charge_value: z.string().trim().nullable(),
  service_charge_label: zLabel().nullable(),
  /** `{ fr: { service_charge_label } }`. */
  localization: z.object({
    fr: z.object({ service_charge_label: zLabel().nullable().optional() }).optional(),
  }),
};

/** `PUT /settings/ordering-parameters`: the whole object. */
export const ZOrderingParametersRequest = z
  .object(orderingParametersShape)
  .superRefine((request, ctx) => {
    for (const [path, issue] of serviceChargeProblems(request)) {
      addValidationIssue(ctx, issue, path);
    }
  });
export type OrderingParametersRequest = z.infer<typeof ZOrderingParametersRequest>;

/** `GET`/`PUT /settings/ordering-parameters` answer: the parameters and the school year. */
export const ZOrderingParameters = z.object({
  ...orderingParametersShape,
  /** K-12: the last day of the school year (`YYYY-MM-DD`), null until set. */
  end_of_school_year: z.string().nullable(),
  /** True while that date is set and has not passed in the location's time zone. */
  end_of_school_year_locked: z.boolean(),
});
export type OrderingParameters = z.infer<typeof ZOrderingParameters>;

/** The parameters of a location without its row: no limits, no cut-off, no service charge. */
export const defaultOrderingParameters: OrderingParameters = {
  max_items_per_order: null,
  max_items_per_cart: null,
  cutoff: null,
  window_max_days: null,
  exclude_weekends: false,
  minimum_order_amount: null,
  service_charge_enabled: false,
  service_charge_value: null,
  service_charge_label: null,
  localization: {},
  end_of_school_year: null,
  end_of_school_year_locked: false,
};

type ServiceChargeFields = Pick<
  OrderingParametersRequest,
  'service_charge_enabled' | 'service_charge_value' | 'service_charge_label' | 'localization'
>;

/** A service charge value's problem: unreadable, zero, beyond the maximum or over-precise. */
export function checkServiceChargeValue(value: string | null | undefined): ValidationIssue | null {
  if (isBlank(value)) return null;
  const charge = parseChargeValue(value);
  if (!charge) return validationIssue('chargeValue');
  if (charge.type === 'dollar') {
    if (charge.cents === 0) return validationIssue('higherThanZero');
    return charge.cents > CATALOGUE_PRICE_MAX * 100
      ? validationIssue('maxValue', { max: CATALOGUE_PRICE_MAX })
      : null;
  }
  if (charge.milliPercent === 0) return validationIssue('higherThanZero');
  // Stored in a two-decimal column: 7.25 % is kept exactly, 9.975 % would not be.
  return charge.milliPercent % 10 === 0 ? null : validationIssue('maxDecimals', { decimals: 2 });
}

/**
 * The service charge's problems, with their paths: a value that cannot be read (whenever one is
 * given); when enabled, the value and the label in English and in French are required.
 */
export function serviceChargeProblems(
  fields: ServiceChargeFields,
): Array<[PropertyKey[], ValidationIssue]> {
  const problems: Array<[PropertyKey[], ValidationIssue]> = [];
  const valueIssue = checkServiceChargeValue(fields.service_charge_value);
  if (valueIssue) problems.push([['service_charge_value'], valueIssue]);
  if (!fields.service_charge_enabled) return problems;
  const required = validationIssue('required');
  if (isBlank(fields.service_charge_value)) problems.push([['service_charge_value'], required]);
  if (isBlank(fields.service_charge_label)) problems.push([['service_charge_label'], required]);
  if (isBlank(fields.localization.fr?.service_charge_label)) {
    problems.push([['localization', 'fr', 'service_charge_label'], required]);
  }
  return problems;
}

/**
 * A service charge value as the ordering_parameters row stores it: `dollar` and dollars, or
 * `percentage` and percent. Nothing given (or unreadable) stores 0, which reads back as none.
 */
export function storedServiceCharge(value: string | null | undefined): {
  type: 'dollar' | 'percentage';
  value: number;
} {
  const charge = isBlank(value) ? null : parseChargeValue(value);
  if (!charge) return { type: 'percentage', value: 0 };
  return charge.type === 'dollar'
    ? { type: 'dollar', value: charge.cents / 100 }
    : { type: 'percentage', value: charge.milliPercent / 1000 };
}

/** The words that confirm a new end-of-school-year date, in each interface language. */
export const schoolYearConfirmationWords = { 'en-CA': 'CONFIRM', 'fr-CA': 'CONFIRMER' } as const;

const confirmationWords: readonly string[] = Object.values(schoolYearConfirmationWords);

/** `PUT /settings/school-year`: the date and the typed word (CONFIRM, or CONFIRMER in French). */
export const ZSchoolYearRequest = z.object({
  end_of_school_year: z
    .string()
    .trim()
    .superRefine(
      refineWith((date: string) => (parseIsoDate(date) ? null : validationIssue('invalid'))),
    ),
  confirmation: z
    .string()
    .trim()
    .superRefine(
      refineWith((word: string) =>
        confirmationWords.includes(word) ? null : validationIssue('confirmWord'),
      ),
    ),
});
export type SchoolYearRequest = z.infer<typeof ZSchoolYearRequest>;

/**
 * Whether the stored end of the school year still stands: set, and `today` (the location's date,
 * `YYYY-MM-DD`) not after it. It cannot change until the day after it.
 */
export function isSchoolYearLocked(stored: string | null, today: string): boolean {
  return stored !== null && stored >= today;
}

/**
 * What refuses a new end-of-school-year date, beyond its shape: a stored date that has not
 * passed (`schoolYearLocked`), or a date before `today` (`pastDate`). Dates are `YYYY-MM-DD`.
 */
export function schoolYearProblem(
  date: string,
  stored: string | null,
  today: string,
): ValidationIssue | null {
  if (isSchoolYearLocked(stored, today)) return validationIssue('schoolYearLocked');
  return date < today ? validationIssue('pastDate') : null;
}
