import { useMemo } from 'react';
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatMoney,
  type Instant,
  formatCalendarDate,
} from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';

/**
 * The domain's date and money formatters bound to the interface language and a time zone
 * (the active location's), so screens re-render in the new format on a language switch.
 */
export function useFormatters(timeZone: string = DEFAULT_TIME_ZONE) {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      date: (instant: Instant) => formatDate(instant, locale, timeZone),
      dateTime: (instant: Instant) => formatDateTime(instant, locale, timeZone),
      /** A calendar date (`YYYY-MM-DD`) as is, whatever the zone: 2030/03/04, 04/03/2030. */
      calendarDate: (date: string) => formatCalendarDate(date, locale),
      money: (cents: number) => formatMoney(cents, locale),
    }),
    [locale, timeZone],
  );
}
