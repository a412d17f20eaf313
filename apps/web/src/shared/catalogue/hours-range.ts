import { crossesMidnight } from '@app/domain';
import type { TFunction } from 'i18next';

/**
 * Opening hours as staff read them, 24-hour `HH:mm` in both languages: "11:00–14:00", and for
 * hours that run past midnight "22:00–02:00 (next day)" / "22:00–02:00 (le lendemain)"
 * (`crossesMidnight`, the domain's rule of hours).
 */
export function hoursRangeText(t: TFunction, start: string, end: string): string {
  return crossesMidnight(start, end)
    ? t('catalogue.hours.rangeNextDay', { start, end })
    : t('catalogue.hours.range', { start, end });
}
