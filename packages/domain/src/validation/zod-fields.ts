import { z } from 'zod';
import {
  checkEmail,
  checkHexColour,
  checkHttpsUrl,
  checkMaxLength,
  checkMinLength,
  checkPlainText,
  checkRequired,
} from './text-rules.ts';
import { INT32_MAX, INT32_MIN } from './number-rules.ts';
import { refineWith } from './zod-issues.ts';
import type { ValidationIssue } from './validation-messages.ts';

/**
 * Zod fields built from the shared form rules, for request schemas (server) and form schemas
 * (web) alike. They carry rule issues, not text: see `zod-issues.ts` for how the message is
 * chosen in the user's language. None of them transforms its value beyond trimming, so they
 * also serve in response schemas (fastify encodes responses through them).
 */
export interface TextFieldOptions {
  /** Trim surrounding spaces first (default true; passwords use false). */
  trim?: boolean;
  minLength?: number;
  maxLength?: number;
  /**
   * The text may span lines (descriptions, notes): tab, line feed and carriage return pass.
   * Other control characters and bidirectional overrides are refused in every text field
   * (`checkPlainText`).
   */
  multiLine?: boolean;
  /** Let every character through (passwords: any Unicode is a valid secret). */
  anyCharacter?: boolean;
}

type TextCheck = (value: string) => ValidationIssue | null;

function textChecks(options: TextFieldOptions, extra: TextCheck[] = []): TextCheck[] {
  const { minLength, maxLength } = options;
  const multiLine = options.multiLine === true;
  const checks: TextCheck[] = [];
  if (options.anyCharacter !== true) checks.push((value) => checkPlainText(value, { multiLine }));
  if (minLength !== undefined) checks.push((value) => checkMinLength(value, minLength));
  if (maxLength !== undefined) checks.push((value) => checkMaxLength(value, maxLength));
  return [...checks, ...extra];
}

function text(options: TextFieldOptions) {
  return options.trim === false ? z.string() : z.string().trim();
}

function requiredText(options: TextFieldOptions, extra: TextCheck[] = []) {
  return text(options)
    .optional()
    .superRefine(refineWith<string | undefined>(checkRequired))
    .pipe(z.string().superRefine(refineWith(...textChecks(options, extra))));
}

/**
 * Text that must be filled in. A missing key, empty text or only spaces all answer "This field
 * is required." (not a type error); the output is always a string.
 */
export function zRequiredText(options: TextFieldOptions = {}) {
  return requiredText(options);
}

/** Text that may be empty; length limits apply when it is not. Add `.optional()` as needed. */
export function zOptionalText(options: TextFieldOptions = {}) {
  return text(options).superRefine(refineWith(...textChecks(options)));
}

/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** A required, trimmed, valid email address ("This email isn't valid."). */
export function zEmailAddress() {
  return requiredText({ maxLength: EMAIL_MAX_LENGTH }, [checkEmail]);
}

/** A hex colour `#RGB` / `#RRGGBB`, or empty text. */
export function zHexColour() {
  return z.string().trim().superRefine(refineWith(checkHexColour));
}

/** An `https://` address, or empty text. */
export function zHttpsUrl() {
  return z.string().trim().superRefine(refineWith(checkHttpsUrl));
}

/**
 * A whole number stored in an int4 column (JSON number): beyond its range "must be 2147483647 or
 * lower", never clamped. Narrow further with `.min()` / `.max()`.
 */
export function zInt32() {
  return z.int().min(INT32_MIN).max(INT32_MAX);
}
