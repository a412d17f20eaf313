import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { ValidationErrorMap } from '#shared/forms/use-localized-form.ts';

interface RequestSchema {
  safeParse(
    data: unknown,
    params: { error: ValidationErrorMap },
  ): { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * A resolver checking the request a form makes (`requestOf`) with a domain schema, each
 * message put on the form field `formPath` names for the request's field path.
 */
export function mappedResolver<Values extends FieldValues>(
  schema: RequestSchema,
  requestOf: (values: Values) => unknown,
  formPath: (values: Values, path: string) => string,
) {
  return (error: ValidationErrorMap): Resolver<Values> =>
    (values, _context, options) => {
      const result = schema.safeParse(requestOf(values), { error });
      if (result.success) return { values, errors: {} };
      const fields: Record<string, FieldError> = {};
      for (const issue of result.error?.issues ?? []) {
        const path = formPath(values, issue.path.map(String).join('.'));
        fields[path] ??= { type: 'validate', message: issue.message };
      }
      return { values: {}, errors: toNestErrors(fields, options) };
    };
}
