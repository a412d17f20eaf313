import { dayOfWeekName, dayOfWeekOfDate, formatCalendarDate, type Locale } from '@app/domain';

/** "Monday 2030/03/04" / "lundi 04/03/2030". */
export function dayLabel(date: string, locale: Locale): string {
  return `${dayOfWeekName(dayOfWeekOfDate(date), locale)} ${formatCalendarDate(date, locale)}`;
}
