import type { z } from 'zod';
import type { Locale } from '../i18n/locale.ts';
import {
  isValidationRule,
  validationIssue,
  validationMessage,
  type ValidationIssue,
} from './validation-messages.ts';

/**
 * How zod schemas speak the shared form rules. Schemas carry no text: the rules attach custom
 * issues whose `params` is the `ValidationIssue` ({rule, params}), and zod's own issues
 * (too_small, invalid_format...) are read as the matching rule. The text is chosen when the
 * language is known:
 * - web forms parse with `{ error: validationErrorMap(locale) }` (react-hook-form:
 *   `zodResolver(schema, { error: validationErrorMap(locale) })`), so every message is already
 *   in the user's language;
 * - the server reads each issue of a failed parse with `zodIssueMessage(issue, locale)`; from a
 *   fastify-type-provider-zod validation error item: `zodIssueMessage({ code: item.keyword,
 *   ...item.params }, locale)`.
 * Without either, a rule's issue keeps zod's generic "Invalid input".
 */

/** The parts of a zod issue (final or raw, or rebuilt from a fastify validation error) read here. */
export interface ZodIssueLike {
  code?: string;
  params?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  expected?: unknown;
  input?: unknown;
}

/**
 * Attaches a rule's issue to a zod refinement context, without text (see above); `path` points
 * below the refined value, e.g. at one field of a refined object.
 */
export function addValidationIssue(
  ctx: z.RefinementCtx,
  issue: ValidationIssue,
  path: PropertyKey[] = [],
): void {
  ctx.addIssue({ code: 'custom', params: issue, path });
}

/**
 * A `superRefine` callback running rules in order and reporting the first issue, e.g.
 * `z.string().superRefine(refineWith(checkNameCharacters, (v) => checkMaxLength(v, 40)))`.
 */
export function refineWith<T>(
  ...checks: ReadonlyArray<(value: T) => ValidationIssue | null>
): (value: T, ctx: z.RefinementCtx<T>) => void {
  return (value, ctx) => {
    for (const check of checks) {
      const issue = check(value);
      if (issue) {
        addValidationIssue(ctx, issue);
        return;
      }
    }
  };
}

function fromCustom(params: unknown): ValidationIssue | null {
  if (typeof params !== 'object' || params === null || !('rule' in params)) return null;
  const { rule, params: values } = params as { rule: unknown; params?: unknown };
  if (!isValidationRule(rule)) return null;
  const safe: Record<string, string | number> = {};
  if (typeof values === 'object' && values !== null) {
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'string' || typeof value === 'number') safe[key] = value;
    }
  }
  return validationIssue(rule, safe);
}

function fromSize(issue: ZodIssueLike, tooSmall: boolean): ValidationIssue {
  const bound = Number(tooSmall ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'string') {
    if (tooSmall && bound <= 1) return validationIssue('required');
    return validationIssue(tooSmall ? 'minLength' : 'maxLength', { length: bound });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return tooSmall && bound <= 1 ? validationIssue('required') : validationIssue('invalid');
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (tooSmall && !inclusive) {
      return bound === 0
        ? validationIssue('higherThanZero')
        : validationIssue('greaterThan', { other: bound });
    }
    if (!inclusive) return validationIssue('invalid');
    return tooSmall
      ? validationIssue('minValue', { min: bound })
      : validationIssue('maxValue', { max: bound });
  }
  return validationIssue('invalid');
}

/** The shared rule a zod issue stands for; `invalid` when it stands for none. */
export function zodIssueToValidationIssue(issue: ZodIssueLike): ValidationIssue {
  switch (issue.code) {
    case 'custom':
      return fromCustom(issue.params) ?? validationIssue('invalid');
    case 'too_small':
      return fromSize(issue, true);
    case 'too_big':
      return fromSize(issue, false);
    case 'invalid_format':
      if (issue.format === 'email') return validationIssue('email');
      if (issue.format === 'url') return validationIssue('httpsUrl');
      return validationIssue('invalid');
    case 'invalid_type':
      // Raw issues (error maps) still hold the input, so a missing field reads as required.
      if ('input' in issue && (issue.input === undefined || issue.input === null)) {
        return validationIssue('required');
      }
      if (issue.expected === 'number') return validationIssue('numeric');
      if (issue.expected === 'int') return validationIssue('integer');
      return validationIssue('invalid');
    default:
      return validationIssue('invalid');
  }
}

/** The localised message of a zod issue (see the module comment). */
export function zodIssueMessage(issue: ZodIssueLike, locale: Locale): string {
  return validationMessage(zodIssueToValidationIssue(issue), locale);
}

/** A zod error map giving every issue its shared-rule message in `locale`. */
export function validationErrorMap(locale: Locale): (issue: ZodIssueLike) => string {
  return (issue) => zodIssueMessage(issue, locale);
}
