import { useCallback } from 'react';
import { formatMoney, type ChargeValue, type Locale } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { formatPercent } from '#shared/orders/format-percent.ts';

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
