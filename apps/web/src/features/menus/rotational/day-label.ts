import { dayOfWeekName, dayOfWeekOfDate, formatDate, type Locale } from '@app/domain';

/** A calendar date (`YYYY-MM-DD`) in the app's format: 2030/03/04 (English), 04/03/2030 (French). */
export function formatCalendarDate(date: string, locale: Locale): string {
  // Noon UTC read in UTC is that very calendar day, whatever the browser's zone.
  return formatDate(`${date}T12:00:00Z`, locale, 'UTC');
}

/** "Monday 2030/03/04" / "lundi 04/03/2030". */
export function dayLabel(date: string, locale: Locale): string {
  return `${dayOfWeekName(dayOfWeekOfDate(date), locale)} ${formatCalendarDate(date, locale)}`;
}
