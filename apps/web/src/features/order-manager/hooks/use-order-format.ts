import { useMemo } from 'react';
import { toCents, type Instant } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/**
 * Dates (in the active location's time zone) and dollar amounts (as the API sends them) in the
 * interface language; an amount the server withholds (null: pay what you can) says it is private.
 */
export function useOrderFormat() {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const format = useFormatters(location.timezone);
  return useMemo(
    () => ({
      ...format,
      dollars: (amount: number | null) =>
        amount === null ? t('checkout.costs.private') : format.money(toCents(amount)),
      when: (instant: Instant) => format.dateTime(instant),
    }),
    [format, t],
  );
}
