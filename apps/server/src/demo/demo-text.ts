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

/**
 * The `localization` of a name (and description) with an optional French version: the French
 * description is only kept next to a French name, as the editors save them together.
 */
export function localizedName(name: string | undefined, description?: string): Localization {
  if (!name) return {};
  return { fr: description ? { name, description } : { name } };
}
