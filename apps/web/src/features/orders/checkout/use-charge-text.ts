import { useCallback } from 'react';
import { formatMoney, type ChargeValue, type Locale } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

/** `10 %` in French, `10%` in English; spaces are no-break spaces U+00A0 as in money. */
export function formatPercent(milliPercent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 })
    .format(milliPercent / 100_000)
    .replace(/[\u202f\u2009]/g, '\u00a0');
}

/** A charge value as written for people: `$5.00` or `10%` in the interface language. */
export function chargeValueText(value: ChargeValue, locale: Locale): string {
  return value.type === 'dollar'
    ? formatMoney(value.cents, locale)
    : formatPercent(value.milliPercent, locale);
}

/** "10% off" / "$5.00 off" ("10 % de rabais", "5,00 $ de rabais") for a discount or a promo. */
export function useDiscountText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (value: ChargeValue) => t('checkout.discounts.off', { amount: chargeValueText(value, locale) }),
    [t, locale],
  );
}
