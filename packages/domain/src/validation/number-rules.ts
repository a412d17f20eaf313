import { decimalPlaces, readNumber } from '../text/decimal-text.ts';
import { isBlank } from './text-rules.ts';
import { validationIssue, type ValidationIssue } from './validation-messages.ts';

/**
 * Shared form rules for numbers (spec part 1 §5). A value is a number or decimal text as typed
 * (`12.5`, `12,5`; see `parseDecimalText`). Empty values pass (add `checkRequired`); a value
 * that is not a number answers the `numeric` issue from every rule, since that is what the
 * person must fix first.
 */
export type NumberValue = string | number | null | undefined;

type Judged = { issue: ValidationIssue } | { number: number } | null;

function judge(value: NumberValue): Judged {
  if (isBlank(value)) return null;
  const number = readNumber(value);
  return number === null ? { issue: validationIssue('numeric') } : { number };
}

function check(
  value: NumberValue,
  test: (number: number) => ValidationIssue | null,
): ValidationIssue | null {
  const judged = judge(value);
  if (judged === null) return null;
  return 'issue' in judged ? judged.issue : test(judged.number);
}

export function checkNumeric(value: NumberValue): ValidationIssue | null {
  return check(value, () => null);
}

/** A number, with at most `decimals` digits after the separator when a limit is given. */
export function checkDecimal(value: NumberValue, decimals?: number): ValidationIssue | null {
  return check(value, () =>
    decimals !== undefined && (decimalPlaces(value) ?? 0) > decimals
      ? validationIssue('maxDecimals', { decimals })
      : null,
  );
}

/** A whole number: no decimals at all (`12.0` typed as text is refused). */
export function checkInteger(value: NumberValue): ValidationIssue | null {
  return check(value, () => ((decimalPlaces(value) ?? 0) > 0 ? validationIssue('integer') : null));
}

/** "must be {min} or higher" (the minimum itself passes). */
export function checkMinValue(value: NumberValue, min: number): ValidationIssue | null {
  return check(value, (number) => (number < min ? validationIssue('minValue', { min }) : null));
}

/** "must be {max} or lower" (the maximum itself passes). */
export function checkMaxValue(value: NumberValue, max: number): ValidationIssue | null {
  return check(value, (number) => (number > max ? validationIssue('maxValue', { max }) : null));
}

export function checkHigherThanZero(value: NumberValue): ValidationIssue | null {
  return check(value, (number) => (number > 0 ? null : validationIssue('higherThanZero')));
}

/**
 * The value is strictly greater than another field's value. Passes while the other field is
 * empty or not a number (that field's own rules report it). The message names `otherLabel`
 * when given (already localised by the caller), otherwise the other value.
 */
export function checkGreaterThan(
  value: NumberValue,
  other: NumberValue,
  otherLabel?: string,
): ValidationIssue | null {
  const otherNumber = isBlank(other) ? null : readNumber(other);
  if (otherNumber === null) return check(value, () => null);
  return check(value, (number) =>
    number > otherNumber
      ? null
      : validationIssue('greaterThan', { other: otherLabel ?? String(otherNumber) }),
  );
}

/**
 * The range of a PostgreSQL `integer` (int4) column: ids, positions, quantities, minutes,
 * calories. A whole number outside it is refused ("must be … or lower"), never cut down to the
 * largest integer: docs/decisions/shared-rules.md.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** "must be {max} or lower" / "must be {min} or higher" beyond the int4 range. */
export function checkInt32(value: NumberValue): ValidationIssue | null {
  return check(value, (number) => {
    if (number > INT32_MAX) return validationIssue('maxValue', { max: INT32_MAX });
    if (number < INT32_MIN) return validationIssue('minValue', { min: INT32_MIN });
    return null;
  });
}
