import {
  chargeText,
  defaultOrderingParameters,
  isSchoolYearLocked,
  toIsoDate,
  type OrderingParameters,
} from '@app/domain';
import type { OrderingParametersRow } from '../ordering-config/ordering-config.repository.ts';

/** The location's date today in its time zone (`YYYY-MM-DD`): school-year rules compare to it. */
export function locationToday(timeZone: string, now = new Date()): string {
  return toIsoDate(now, timeZone);
}

/**
 * The parameters as Settings answers them; a location without its row has the defaults. The
 * service charge value is written as the spec writes charges (`"5$"`, `"10"`).
 */
export function orderingParametersOf(
  row: OrderingParametersRow | null,
  today: string,
): OrderingParameters {
  if (!row) return defaultOrderingParameters;
  const frLabel = row.localization.fr?.service_charge_label ?? null;
  return {
    max_items_per_order: row.max_items_per_order,
    max_items_per_cart: row.max_items_per_cart,
    cutoff:
      row.cutoff_value === null
        ? null
        : { value: row.cutoff_value, unit: row.cutoff_unit === 'days' ? 'days' : 'hours' },
    window_max_days: row.window_max_days,
    exclude_weekends: row.exclude_weekends,
    minimum_order_amount: row.minimum_order_amount,
    service_charge_enabled: row.service_charge_enabled,
    service_charge_value: chargeText(row.service_charge_type, row.service_charge_value),
    service_charge_label: row.service_charge_label,
    localization: frLabel === null ? {} : { fr: { service_charge_label: frLabel } },
    end_of_school_year: row.end_of_school_year,
    end_of_school_year_locked: isSchoolYearLocked(row.end_of_school_year, today),
  };
}
