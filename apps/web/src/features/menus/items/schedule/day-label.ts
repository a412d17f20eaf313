import { dayOfWeekName, type DayOfWeek, type Locale } from '@app/domain';

/** A day's name as a label: capitalised in every language ("lundi" → "Lundi"). */
export function dayLabel(day: DayOfWeek, locale: Locale): string {
  const name = dayOfWeekName(day, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
