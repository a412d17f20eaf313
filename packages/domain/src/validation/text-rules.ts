import { z } from 'zod';
import { validationIssue, type ValidationIssue } from './validation-messages.ts';

/**
 * Shared form rules for text (spec part 1 §5). Each rule is a pure function answering `null`
 * when the value passes or a `ValidationIssue`. Text is judged without its surrounding spaces.
 * Every rule except `checkRequired` lets an empty value pass, so a field is made mandatory by
 * adding `checkRequired`, never by another rule.
 */
export type TextValue = string | null | undefined;

/** Empty: missing, blank text or an empty list. `false` and `0` are values. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The text without surrounding spaces, or `null` when it is empty. */
export function presentText(value: TextValue): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** "This field is required.": the value is present and not blank. */
export function checkRequired(value: unknown): ValidationIssue | null {
  return isBlank(value) ? validationIssue('required') : null;
}

/** The same address pattern as zod's `z.email()`, so forms and request schemas agree. */
export const EMAIL_PATTERN = z.regexes.email;

export function checkEmail(value: TextValue): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  return EMAIL_PATTERN.test(text) ? null : validationIssue('email');
}

/** Length in characters: code points, so an emoji or an accented letter counts once. */
export function textLength(value: string): number {
  return [...value].length;
}

export function checkMinLength(value: TextValue, length: number): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  return textLength(text) < length ? validationIssue('minLength', { length }) : null;
}

export function checkMaxLength(value: TextValue, length: number): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  return textLength(text) > length ? validationIssue('maxLength', { length }) : null;
}

/**
 * Characters refused in typed text: C0 and C1 control characters (tab, line feed and carriage
 * return only where the text may span lines), DEL, and the bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069) that make text display in another order than it
 * is stored ("txt.exe" shown as "exe.txt"). Refused, never removed: docs/decisions/shared-rules.md.
 */
// Control characters are what these patterns look for.
/* eslint-disable no-control-regex */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/* eslint-enable no-control-regex */

/**
 * "This text contains a hidden control character.": refuses control characters and
 * bidirectional overrides (see above). `multiLine` lets tab, line feed and carriage return pass.
 */
export function checkPlainText(
  value: TextValue,
  options: { multiLine?: boolean } = {},
): ValidationIssue | null {
  if (!value) return null;
  const forbidden = options.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  const found = forbidden.exec(value);
  if (!found) return null;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return validationIssue('controlCharacter', { character: `U+${code}` });
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A hex colour `#RGB` or `#RRGGBB` (any letter case); empty allowed. */
export function checkHexColour(value: TextValue): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  return HEX_COLOUR.test(text) ? null : validationIssue('hexColour');
}

const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]+$/u;

/**
 * "This name isn't valid.": letters (accented ones included), spaces, apostrophes (straight or
 * typographic) and hyphens only, not ending in a hyphen or an apostrophe.
 */
export function checkNameCharacters(value: TextValue): ValidationIssue | null {
  const name = presentText(value);
  if (name === null) return null;
  const valid = NAME_CHARACTERS.test(name) && !/['’-]$/.test(name);
  return valid ? null : validationIssue('nameCharacters');
}

/** Every letter is uppercase (digits, spaces and signs are allowed). */
export function checkUppercase(value: TextValue): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  return text === text.toUpperCase() ? null : validationIssue('uppercase');
}

const sameName = new Intl.Collator('fr-CA', { sensitivity: 'accent', usage: 'search' });

/**
 * "This name is already in use.": `otherNames` are the names of the other entries of the list
 * (not this entry's own). Names match regardless of letter case and surrounding spaces, but
 * accents count ("Côte" and "Cote" are different names).
 */
export function checkUniqueName(
  value: TextValue,
  otherNames: readonly string[],
): ValidationIssue | null {
  const name = presentText(value);
  if (name === null) return null;
  const taken = otherNames.some((other) => sameName.compare(other.trim(), name) === 0);
  return taken ? validationIssue('uniqueName') : null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A web address part (a location's public menu `/menu/{slug}`): lowercase letters, digits, hyphens. */
export function isSlug(text: string): boolean {
  return SLUG.test(text);
}

/** `isSlug` as a form rule; empty allowed (`required` says that). */
export function checkSlug(value: TextValue): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  return isSlug(text) ? null : validationIssue('slug');
}

/** An absolute `https://` address with a host; empty allowed. */
export function checkHttpsUrl(value: TextValue): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return validationIssue('httpsUrl');
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' ? null : validationIssue('httpsUrl');
  } catch {
    return validationIssue('httpsUrl');
  }
}

/**
 * The key two names are the same by when neither letter case nor accents count ("Café Menus",
 * " cafe menus" → "cafe menus"): trimmed, lower case, accents (combining marks U+0300–U+036F
 * after canonical decomposition) removed. The database computes the same key for the unique
 * index of menu-group names (apps/server/src/db/schema/menu-groups.ts), so keep them in step.
 */
export function nameKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
