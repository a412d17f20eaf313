export const locales = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-CA';

/** Picks en-CA or fr-CA from an Accept-Language header or a stored preference; French wins for any `fr*`. */
export function parseLocale(value: string | null | undefined): Locale {
  if (!value) return defaultLocale;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr-CA' : defaultLocale;
}

/** Replaces `{name}` placeholders with the given params; unknown placeholders stay as they are. */
export function interpolate(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
