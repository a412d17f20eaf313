export const locales = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-CA';

/** Picks en-CA or fr-CA from an Accept-Language header or a stored preference; French wins for any `fr*`. */
export function parseLocale(value: string | null | undefined): Locale {
  if (!value) return defaultLocale;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr-CA' : defaultLocale;
}

/**
 * Replaces `{name}` placeholders with the given params; unknown placeholders stay as they are.
 * `{name:one|other}` writes the word that agrees with the number `name` by the language's plural
 * rules (CLDR, as i18next's): "1 minute", "0 minutes" in English, "0 minute" in French.
 */
export function interpolate(
  template: string,
  params: Record<string, string | number> = {},
  locale: Locale = defaultLocale,
): string {
  return template
    .replace(/\{(\w+):([^|{}]*)\|([^|{}]*)\}/g, (whole, key: string, one: string, other: string) =>
      key in params
        ? new Intl.PluralRules(locale).select(Number(params[key])) === 'one'
          ? one
          : other
        : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
