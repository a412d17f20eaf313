import { formatDate, type Locale } from '@app/domain';

/** A calendar date (`YYYY-MM-DD`) in the product's format: 2030/03/04, 04/03/2030. */
export function formatCalendarDate(date: string, locale: Locale): string {
  // Noon UTC read in UTC is that very calendar day, whatever the browser's zone.
  return formatDate(`${date}T12:00:00Z`, locale, 'UTC');
}
