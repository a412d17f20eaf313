import type { Locale } from '@app/domain';

/**
 * The product's day format in a Mantine date field's `valueFormat` (dayjs tokens): 2027/12/31
 * in English, 31/12/2027 in French (DESIGN §7), whatever the browser's language.
 */
export const dayInputFormats: Readonly<Record<Locale, string>> = {
  'en-CA': 'YYYY/MM/DD',
  'fr-CA': 'DD/MM/YYYY',
};
