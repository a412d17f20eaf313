import { z } from 'zod';
import {
  checkEmail,
  checkHexColour,
  checkHttpsUrl,
  checkMaxLength,
  checkMinLength,
  checkRequired,
} from './text-rules.ts';
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
}

type TextCheck = (value: string) => ValidationIssue | null;

function textChecks(options: TextFieldOptions, extra: TextCheck[] = []): TextCheck[] {
  const checks: TextCheck[] = [];
  const { minLength, maxLength } = options;
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
