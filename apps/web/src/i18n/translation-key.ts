import type { ParseKeys } from 'i18next';

/** Any key of the catalogs, checked at compile time (e.g. `nav.menus`). */
export type TranslationKey = ParseKeys<'translation'>;
