import type { Locale } from '@app/domain';

/** `10 %` in French, `10%` in English; spaces are no-break spaces U+00A0 as in money. */
export function formatPercent(milliPercent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 })
    .format(milliPercent / 100_000)
    .replace(/[\u202f\u2009]/g, '\u00a0');
}
