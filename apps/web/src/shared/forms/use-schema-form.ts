import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
 * The form's schema, loaded once: on the first change or submit. The sign-in forms are the
 * first screen, whose download has no room for the schema library (docs/architecture.md
 * "Budget"); it arrives while the user types, and a submit waits for it. A failed download
 * is tried again on the next change or submit.
 */
function useSchemaLoader<Output>(load: () => Promise<FormSchema<Output>>) {
  const [schema, setSchema] = useState<FormSchema<Output> | null>(null);
  const pending = useRef<Promise<FormSchema<Output>> | null>(null);
  const ensure = () => {
    pending.current ??= load().then(
      (loaded) => {
        setSchema(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  };
  return { schema, ensure };
}

/**
 * A form of text fields validated by a domain schema, with the shared rules' messages in the
 * interface language: the sign-in forms' needs of react-hook-form in a few lines, so that the
 * login screen does not download it. `loadSchema` imports the schema (`useSchemaLoader`).
 * Validates on submit, then each field as it changes; a submit with errors focuses the first
 * invalid field (inputs carry their field's `name`); after a language switch the shown
 * messages are validated again in the new language.
 */
export function useSchemaForm<Values extends TextValues, Output>(
  loadSchema: () => Promise<FormSchema<Output>>,
  initialValues: Values,
) {
  const locale = useLocale();
  const { schema, ensure } = useSchemaLoader(loadSchema);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [shownLocale, setShownLocale] = useState(locale);
  if (shownLocale !== locale) {
    setShownLocale(locale);
    if (submitted && schema) setErrors(errorsOf(check(schema, values, locale)));
  }

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted && schema) {
        setErrors({ ...errors, [name]: errorsOf(check(schema, next, locale))[name] });
      } else void ensure().catch(() => undefined);
    },
  });

  const submit = async (form: HTMLFormElement, onValid: (data: Output) => void) => {
    const result = check(schema ?? (await ensure()), values, locale);
    setSubmitted(true);
    setErrors(errorsOf(result));
    if (result.valid) return onValid(result.data);
    const [first] = Object.keys(result.errors);
    const input = first ? form.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget, onValid);
  };

  const setError = (name: keyof Values & string, message: string) =>
    setErrors((shown) => ({ ...shown, [name]: message }));

  return { values, errors, field, handleSubmit, setError };
}
