import {
  ZCustomQuestionLocalization,
  chargeText,
  customDeliveryConfigOf,
  customQuestionTypes,
  deliveryTypes,
  type CustomQuestionConfig,
  type DeliveryConfig,
  type DeliveryOfferSettings,
  type Location,
  type OrderingConfig,
  type SchoolConfig,
  storedCustomDeliveryPlaces,
} from '@app/domain';
import { z } from 'zod';
import type {
  CustomQuestionRow,
  DeliverySettingsRow,
  OnsiteLocationRow,
  OrderingParametersRow,
  SchoolRow,
} from './ordering-config.repository.ts';

/**
 * Stored settings in the ordering config's shape. The jsonb documents (on-site areas, custom and
 * stadium delivery, question options) are read defensively: an entry that does not have the
 * expected shape is left out rather than failing the whole screen.
 */

const ZText = z.coerce.string();
const ZNameLocalization = z
  .record(z.string(), z.object({ name: z.string().nullable().optional() }).loose())
  .catch({});
const ZStoredArea = z.object({
  name: z.string(),
  tables: z.array(ZText).default(() => []),
  localization: ZNameLocalization.default(() => ({})),
});
const ZStoredStadium = z.object({
  sections: z.array(ZText).default(() => []),
  rows: z.array(ZText).default(() => []),
  seats: z.array(ZText).default(() => []),
});

/** Each entry of a stored list that reads as `schema`, the others dropped. */
function entriesOf<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** One entry per area of every on-site location, with its tables, labels per language. */
export function seatingAreasOf(rows: OnsiteLocationRow[]): OrderingConfig['seatingAreas'] {
  return rows.flatMap((row) =>
    entriesOf(row.areas, ZStoredArea).map((area) => {
      const languages = new Set([
        ...Object.keys(row.localization),
        ...Object.keys(area.localization),
      ]);
      const localization: Record<string, Record<string, string | null>> = {};
      for (const language of languages) {
        localization[language] = {
          location: row.localization[language]?.name ?? null,
          area: area.localization[language]?.name ?? null,
        };
      }
      return { location: row.name, area: area.name, tables: area.tables, localization };
    }),
  );
}

export function customQuestionOf(row: CustomQuestionRow): CustomQuestionConfig | null {
  const type = customQuestionTypes.find((known) => known === row.type);
  if (!type) return null;
  const localization = ZCustomQuestionLocalization.safeParse(row.localization);
  return {
    id: row.id,
    type,
    text: row.text,
    options: row.options.filter((option): option is string => typeof option === 'string'),
    required: row.required,
    localization: localization.success ? localization.data : {},
  };
}

export function schoolOf(row: SchoolRow): SchoolConfig {
  return {
    id: row.id,
    name: row.name,
    grades: row.grades,
    classrooms: row.classrooms,
    teachers: row.teachers,
    ask_grades: row.ask_grades,
    ask_classrooms: row.ask_classrooms,
    ask_teachers: row.ask_teachers,
    open_ended_teachers: row.open_ended_teachers,
  };
}

/**
 * Delivery as the order screens offer it: enabled only when the location's `delivery` flag and
 * its delivery settings are both on and a type is chosen. The origin and radius are the
 * address delivery's; the stored address text is not needed by the screens and stays out.
 */
export function deliveryConfigOf(
  location: Pick<Location, 'delivery'>,
  row: DeliverySettingsRow | null,
): DeliveryConfig {
  const type = deliveryTypes.find((known) => known === row?.type) ?? null;
  const stadium = ZStoredStadium.safeParse(row?.stadium);
  return {
    enabled: Boolean(location.delivery && row?.enabled && type),
    type,
    charge: row ? chargeText(row.charge_type, row.charge_value) : null,
    country: row?.country ?? null,
    radius_km: row?.radius_km ?? null,
    origin:
      row?.latitude != null && row.longitude != null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    custom: customDeliveryConfigOf(storedCustomDeliveryPlaces(row?.custom)),
    stadium: row?.stadium && stadium.success ? stadium.data : null,
  };
}

/**
 * What the delivery settings say about taking a delivery order: the location's `delivery` flag
 * and its settings both on, the type, and for address delivery the origin and radius. The order
 * submit and the settings' delivery tester judge addresses from it (`addressDeliveryRefusal`).
 */
export function deliveryOfferOf(
  location: Pick<Location, 'delivery'>,
  row: DeliverySettingsRow | null,
): DeliveryOfferSettings {
  return {
    enabled: location.delivery && Boolean(row?.enabled),
    type: deliveryTypes.find((known) => known === row?.type) ?? null,
    origin:
      row?.latitude != null && row.longitude != null
        ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
        : null,
    radius_km: row?.radius_km != null ? Number(row.radius_km) : null,
  };
}

/** Ordering parameters; a location without its row has no limits and no service charge. */
export function orderingOf(row: OrderingParametersRow | null): OrderingConfig['ordering'] {
  const unit = row?.cutoff_unit === 'days' ? 'days' : 'hours';
  const serviceCharge = row?.service_charge_enabled
    ? chargeText(row.service_charge_type, row.service_charge_value)
    : null;
  return {
    minimumOrderAmount:
      row?.minimum_order_amount != null && row.minimum_order_amount > 0
        ? row.minimum_order_amount
        : null,
    cutoff: row?.cutoff_value != null ? { value: row.cutoff_value, unit } : null,
    windowMaxDays: row?.window_max_days ?? null,
    excludeWeekends: row?.exclude_weekends ?? false,
    serviceCharge: serviceCharge
      ? {
          label: row!.service_charge_label,
          value: serviceCharge,
          localization: serviceChargeLocalizationOf(row!.localization),
        }
      : null,
  };
}

/**
 * The service charge's label in other languages, as the config answers it (`{ fr: { label } }`),
 * from the parameters' stored texts (`{ fr: { service_charge_label } }`); languages without
 * that text are left out.
 */
function serviceChargeLocalizationOf(
  stored: OrderingParametersRow['localization'] | null | undefined,
): Record<string, { label: string }> {
  const localization: Record<string, { label: string }> = {};
  for (const [language, texts] of Object.entries(stored ?? {})) {
    const label = texts.service_charge_label?.trim();
    if (label) localization[language] = { label };
  }
  return localization;
}
