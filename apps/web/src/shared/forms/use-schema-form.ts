import { useState, type ChangeEvent, type FormEvent } from 'react';
import { validationErrorMap, type Locale } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';

/** What the hook needs of a domain (zod) schema: its parse, with an error map. */
export interface FormSchema<Output> {
  safeParse(
    data: unknown,
    params: { error: ReturnType<typeof validationErrorMap> },
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

type TextValues = Record<string, string>;
type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The parsed values, or each field's first message in `locale` (in the schema's field order). */
function check<Values extends TextValues, Output>(
  schema: FormSchema<Output>,
  values: Values,
  locale: Locale,
): { valid: true; data: Output } | { valid: false; errors: FieldErrors<Values> } {
  const result = schema.safeParse(values, { error: validationErrorMap(locale) });
  if (result.success) return { valid: true, data: result.data };
  const errors: FieldErrors<Values> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0]) as keyof Values] ??= issue.message;
  return { valid: false, errors };
}

function errorsOf<Values>(
  result: { valid: true } | { valid: false; errors: FieldErrors<Values> },
): FieldErrors<Values> {
  return result.valid ? {} : result.errors;
}

/**
 * A form of text fields validated by a domain schema, with the shared rules' messages in the
 * interface language: the sign-in forms' needs of react-hook-form in a few lines, so that the
 * login screen does not download it. Validates on submit, then each field as it changes; a
 * submit with errors focuses the first invalid field (inputs carry their field's `name`); after
 * a language switch the shown messages are validated again in the new language.
 */
export function useSchemaForm<Values extends TextValues, Output>(
  schema: FormSchema<Output>,
  initialValues: Values,
) {
  const locale = useLocale();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [shownLocale, setShownLocale] = useState(locale);
  if (shownLocale !== locale) {
    setShownLocale(locale);
    if (submitted) setErrors(errorsOf(check(schema, values, locale)));
  }

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted) setErrors({ ...errors, [name]: errorsOf(check(schema, next, locale))[name] });
    },
  });

  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(schema, values, locale);
    setErrors(errorsOf(result));
    if (result.valid) return onValid(result.data);
    const [first] = Object.keys(result.errors);
    const input = first ? event.currentTarget.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  const setError = (name: keyof Values & string, message: string) =>
    setErrors((shown) => ({ ...shown, [name]: message }));

  return { values, errors, field, handleSubmit, setError };
}
