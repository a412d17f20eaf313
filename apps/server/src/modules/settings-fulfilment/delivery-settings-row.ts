import {
  ZStadiumDelivery,
  chargeText,
  deliveryCountries,
  deliveryTypes,
  parseChargeValue,
  storedCustomDeliveryPlaces,
  type DeliverySettings,
} from '@app/domain';
import type { DeliverySettingsRow } from '../ordering-config/ordering-config.repository.ts';
import type { DeliveryValues } from './fulfilment.repository.ts';

/** A location that never saved its delivery settings: off, free, no type. */
const NONE: DeliverySettings = {
  enabled: false,
  charge: null,
  type: null,
  country: null,
  address: null,
  latitude: null,
  longitude: null,
  radius_km: null,
  stadium: null,
  custom: [],
};

/**
 * The stored row as the settings form reads it: the charge as the spec writes it
 * (`chargeText`), the jsonb documents read defensively (an unreadable entry is left out).
 */
export function deliverySettingsOf(row: DeliverySettingsRow | null): DeliverySettings {
  if (!row) return NONE;
  const stadium = ZStadiumDelivery.safeParse(row.stadium);
  return {
    enabled: row.enabled,
    charge: chargeText(row.charge_type, row.charge_value),
    type: deliveryTypes.find((type) => type === row.type) ?? null,
    country: deliveryCountries.find((country) => country === row.country?.toUpperCase()) ?? null,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    radius_km: row.radius_km,
    stadium: row.stadium && stadium.success ? stadium.data : null,
    custom: storedCustomDeliveryPlaces(row.custom),
  };
}

/**
 * The row values of checked settings: the charge split into type and amount (`"5$"` → dollar
 * 5, `"10"` → percentage 10, none → dollar 0), the rest as sent.
 */
export function deliveryRowOf(settings: DeliverySettings): DeliveryValues {
  const charge = parseChargeValue(settings.charge?.trim() || null);
  return {
    enabled: settings.enabled,
    type: settings.type,
    charge_type: charge?.type ?? 'dollar',
    charge_value: !charge
      ? 0
      : charge.type === 'dollar'
        ? charge.cents / 100
        : charge.milliPercent / 1000,
    country: settings.country,
    address: settings.address?.trim() || null,
    latitude: settings.latitude,
    longitude: settings.longitude,
    radius_km: settings.radius_km,
    stadium: settings.stadium,
    custom: settings.custom,
  };
}
