import { validationIssue, validationMessage } from '@app/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../errors/validation-failed.ts';

/**
 * Deepest nesting of arrays and objects a body may hold. The deepest shape the contract
 * defines (an item's price options or localization) is three levels; `promos` is
 * free-form JSON, and without a bound a body of a million `[` reaches the JSON encoders
 * (recursive in Node, stack-limited in PostgreSQL) and fails with a 500.
 */
export const MAX_BODY_DEPTH = 16;

const NUL = '\u0000';

/**
 * The path of the first value of `value` that PostgreSQL cannot store — text or an object key
 * holding U+0000 (refused by `text` and `jsonb` alike), or nesting deeper than `MAX_BODY_DEPTH` —
 * or null when there is none. A bad key is reported at the object holding it.
 */
export function findUnstorableValue(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= MAX_BODY_DEPTH) return path;
  const entries = Array.isArray(value)
    ? value.map((element, index) => [index, element] as const)
    : Object.entries(value);
  for (const [key, element] of entries) {
    if (typeof key === 'string' && key.includes(NUL)) return path;
    const found = findUnstorableValue(element, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * `preValidation` hook of every route: a body holding a value the database would refuse
 * answers 400 `validation_failed` naming the field ("This value isn't valid."), like any other
 * invalid field, instead of failing in PostgreSQL with a 500.
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  const path = findUnstorableValue(request.body);
  if (!path) return;
  const field = path.join('.') || '_';
  const message = validationMessage(validationIssue('invalid'), request.locale);
  throw validationFailed({ [field]: message });
}

/** Registers `refuseUnstorableInput` for every route of the app. */
export const unstorableInput = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', refuseUnstorableInput);
});
