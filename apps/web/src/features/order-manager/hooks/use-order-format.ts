import { useMemo } from 'react';
import { toCents, type Instant } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/**
 * Dates (in the active location's time zone) and dollar amounts (as the API sends them) in the
 * interface language.
 */
export function useOrderFormat() {
  const location = useActiveLocation();
  const format = useFormatters(location.timezone);
  return useMemo(
    () => ({
      ...format,
      dollars: (amount: number) => format.money(toCents(amount)),
      when: (instant: Instant) => format.dateTime(instant),
    }),
    [format],
  );
}
