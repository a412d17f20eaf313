import { formatDate, type Locale } from '@app/domain';

/** Noon UTC of a calendar date: the same day whatever zone reads it. */
function noonOf(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** A calendar date `YYYY-MM-DD` in the product's display format (`yyyy/MM/dd`, `dd/MM/yyyy`). */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return formatDate(noonOf(isoDate), locale, 'UTC');
}

/** Saturday or Sunday. */
export function isWeekend(isoDate: string): boolean {
  const day = noonOf(isoDate).getUTCDay();
  return day === 0 || day === 6;
}
