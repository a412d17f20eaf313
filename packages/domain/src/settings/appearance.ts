import { z } from 'zod';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { zHexColour, zOptionalText } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';

/**
 * Settings → Appearance (spec part 2 §3 "Branding"): how a location's public web menu looks.
 * One row per location; a location without one shows `defaultBrandingSettings`.
 * `GET /settings/branding` answers `ZBrandingSettings`, `PUT` takes `ZUpdateBrandingRequest`.
 * The location's image is not here: it is the location's own (`POST /restaurants/{id}/image`).
 */

/**
 * The web fonts the product ships (self-hosted, docs/decisions/appearance.md), by id; `system` is
 * the product's own font stack, nothing to download. The web maps each id to its font family.
 */
export const menuFonts = [
  'system',
  'inter',
  'open-sans',
  'nunito',
  'montserrat',
  'oswald',
  'lora',
  'merriweather',
  'playfair-display',
] as const;
export type MenuFont = (typeof menuFonts)[number];

/** Each font's name as shown in the font list (a proper noun: the same in both languages). */
export const menuFontNames: Record<Exclude<MenuFont, 'system'>, string> = {
  inter: 'Inter',
  'open-sans': 'Open Sans',
  nunito: 'Nunito',
  montserrat: 'Montserrat',
  oswald: 'Oswald',
  lora: 'Lora',
  merriweather: 'Merriweather',
  'playfair-display': 'Playfair Display',
};

export const menuLanguages = ['en', 'fr'] as const;
export type MenuLanguage = (typeof menuLanguages)[number];

export const menuThemes = ['light', 'dark'] as const;
export const browseStyles = ['list', 'gallery'] as const;
export const cardStyles = ['horizontal', 'vertical'] as const;

/** Longest display name (the location name's own limit). */
export const DISPLAY_NAME_MAX_LENGTH = 120;

const ZMenuFont = z.enum(menuFonts);
const ZMenuLanguage = z.enum(menuLanguages);

const brandingFields = {
  /** Shown instead of the location's name; empty = the location's name. */
  display_name: zOptionalText({ maxLength: DISPLAY_NAME_MAX_LENGTH }),
  theme: z.enum(menuThemes),
  /** `#RRGGBB` (or `#RGB`); empty = the product's own colours. */
  primary_color: zHexColour(),
  fonts: z.object({ heading: ZMenuFont, body: ZMenuFont }),
  /** The languages the public menu is offered in, at least one. */
  menu_languages: z.array(ZMenuLanguage).min(1),
  /** The language the public menu opens in: one of `menu_languages`. */
  primary_language: ZMenuLanguage,
  browse_style: z.enum(browseStyles),
  card_style: z.enum(cardStyles),
};

/**
 * The primary language must be offered, and no language listed twice. Null when both hold.
 */
export function checkMenuLanguages(
  languages: readonly string[],
  primary: string,
): { path: string; issue: ValidationIssue } | null {
  if (new Set(languages).size !== languages.length) {
    return { path: 'menu_languages', issue: validationIssue('invalid') };
  }
  if (!languages.includes(primary)) {
    return { path: 'primary_language', issue: validationIssue('primaryLanguageOffered') };
  }
  return null;
}

export const ZUpdateBrandingRequest = z.object(brandingFields).superRefine((request, ctx) => {
  const found = checkMenuLanguages(request.menu_languages, request.primary_language);
  if (found) addValidationIssue(ctx, found.issue, [found.path]);
});
export type UpdateBrandingRequest = z.infer<typeof ZUpdateBrandingRequest>;

export const ZBrandingSettings = z.object(brandingFields);
export type BrandingSettings = z.infer<typeof ZBrandingSettings>;

/** What a location without a saved appearance shows: the product's own look. */
export const defaultBrandingSettings: BrandingSettings = {
  display_name: '',
  theme: 'light',
  primary_color: '',
  fonts: { heading: 'system', body: 'system' },
  menu_languages: ['en', 'fr'],
  primary_language: 'en',
  browse_style: 'list',
  card_style: 'horizontal',
};

/**
 * The public menu's part of a location's appearance (`ZPublicMenuFile.branding`): the settings
 * and the location's image.
 */
export const ZPublicBranding = ZBrandingSettings.extend({ image: z.string().nullable() });
export type PublicBranding = z.infer<typeof ZPublicBranding>;

/** The font ids of a stored `fonts` value (any JSON), unknown or missing ones as `system`. */
export function fontsOf(stored: unknown): BrandingSettings['fonts'] {
  const read = (key: string): MenuFont => {
    const value = (stored as Record<string, unknown> | null)?.[key];
    return ZMenuFont.safeParse(value).success ? (value as MenuFont) : 'system';
  };
  return { heading: read('heading'), body: read('body') };
}

/** A stored `branding_settings` row as read (null: the location has none yet). */
export interface StoredBranding {
  display_name: string | null;
  theme: string;
  primary_color: string | null;
  fonts: unknown;
  menu_languages: string[];
  primary_language: string;
  browse_style: string;
  card_style: string;
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The appearance a stored row stands for: the defaults without a row, and each stored value read
 * leniently (a value no longer offered, e.g. a dropped font, falls back to its default).
 */
export function brandingSettingsOf(row: StoredBranding | null): BrandingSettings {
  if (!row) return defaultBrandingSettings;
  const defaults = defaultBrandingSettings;
  const languages = menuLanguages.filter((language) => row.menu_languages.includes(language));
  const offered = languages.length > 0 ? languages : defaults.menu_languages;
  return {
    display_name: row.display_name ?? '',
    theme: oneOf(menuThemes, row.theme, defaults.theme),
    primary_color: row.primary_color ?? '',
    fonts: fontsOf(row.fonts),
    menu_languages: offered,
    primary_language: oneOf(offered, row.primary_language, offered[0]!),
    browse_style: oneOf(browseStyles, row.browse_style, defaults.browse_style),
    card_style: oneOf(cardStyles, row.card_style, defaults.card_style),
  };
}
