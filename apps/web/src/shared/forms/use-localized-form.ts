import { useEffect, useMemo, useRef } from 'react';
import { validationErrorMap } from '@app/domain';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { useLocale } from '#i18n/use-locale.ts';

export type ValidationErrorMap = ReturnType<typeof validationErrorMap>;

/**
 * react-hook-form validated by a domain schema, with the shared rules' messages in the
 * interface language; after a language switch the shown messages are re-validated in it.
 * `makeResolver` receives the error map of the language, e.g.
 * `(error) => zodResolver(ZSignInRequest, { error })`.
 */
export function useLocalizedForm<Input extends FieldValues, Output extends FieldValues = Input>(
  makeResolver: (errorMap: ValidationErrorMap) => Resolver<Input, unknown, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const locale = useLocale();
  // The resolver is rebuilt only when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resolver = useMemo(() => makeResolver(validationErrorMap(locale)), [locale]);
  const form = useForm<Input, unknown, Output>({ ...options, resolver });
  const { trigger, formState } = form;
  const { isSubmitted } = formState;
  // Only on a language switch: re-validating when the form is first submitted would wipe the
  // errors a submit handler has just set (`setError`, e.g. "The passwords do not match.").
  const validatedLocale = useRef(locale);
  useEffect(() => {
    if (validatedLocale.current === locale) return;
    validatedLocale.current = locale;
    if (isSubmitted) void trigger();
  }, [locale, isSubmitted, trigger]);
  return form;
}
