import { calendarDaysBetween } from '../catalogue/rotational-menus/rotational-weeks.ts';
import { parseJsonDateRange } from '../validation/json-query-params.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { CREDIT_HISTORY_MAX_DAYS, type CreditKind } from './credit-schemas.ts';

/**
 * The expiry date a credit gets when saved: the one given, or at a school (`endOfSchoolYear`
 * set) the end of the school year, so school credit never outlives the year it was given for.
 */
export function creditExpiryOf(
  given: string | null | undefined,
  endOfSchoolYear: string | null,
): string | null {
  return given ?? endOfSchoolYear;
}

/**
 * What is wrong with a credit's expiry date, given the location's `today` (`YYYY-MM-DD`) and, at a
 * school, the end of the school year: a date already passed, or one after the school year.
 */
export function creditExpiryProblem(
  expiry: string | null,
  today: string,
  endOfSchoolYear: string | null,
): ValidationIssue | null {
  if (expiry === null) return null;
  if (expiry < today) return validationIssue('pastDate');
  if (endOfSchoolYear !== null && expiry > endOfSchoolYear) {
    return validationIssue('afterSchoolYear', { date: endOfSchoolYear });
  }
  return null;
}

/** Whether a credit has expired on `today` (its last day is its expiry date). */
export function isCreditExpired(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

/**
 * The `dateRange` of `GET /auth/credits/history` (`["2026-11-01","2026-11-30"]`): two ISO dates,
 * the first not after the second, at most `CREDIT_HISTORY_MAX_DAYS` apart; null otherwise.
 */
export function parseCreditDateRange(text: string): { from: string; to: string } | null {
  const range = parseJsonDateRange(text);
  if (!range) return null;
  const days = calendarDaysBetween(range.from, range.to);
  return days !== null && days < CREDIT_HISTORY_MAX_DAYS ? range : null;
}

/** Kinds written by staff from the Credits screen (the others by orders and the expiry job). */
export const staffCreditKinds: readonly CreditKind[] = ['grant', 'staff_adjust', 'expire'];
