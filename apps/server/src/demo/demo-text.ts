import type { Localization } from '../db/schema/index.ts';

/** A URL slug: lower case ASCII letters and digits joined by hyphens (accents dropped). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The `localization` of a name with an optional French version. */
export function localizedName(name: string | undefined): Localization {
  return name ? { fr: { name } } : {};
}
