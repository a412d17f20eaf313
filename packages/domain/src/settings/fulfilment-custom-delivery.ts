import { z } from 'zod';
import type { ZCustomDeliveryLocation } from '../orders/ordering-config.ts';
import { checkGreaterThan, checkMaxValue } from '../validation/number-rules.ts';
import type { ValidationIssue } from '../validation/validation-messages.ts';
import { zInt32, zOptionalText, zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';

/**
 * Custom delivery (spec part 2 §3 "Custom delivery: location and area labels per language";
 * §5 "Custom delivery range: the first boundary must be lower than the last").
 *
 * A custom delivery place (a building, a campus, a stand) lists the areas a guest may ask to be
 * served in. An area is either one label ("Lobby") or a numbered range: the label followed by
 * each whole number from `first` to `last` ("Section" 101 to 140 → "Section 101" …
 * "Section 140"), so a venue does not type forty areas. The order screens receive the areas
 * expanded (`customDeliveryConfigOf`); French labels follow the same numbers.
 */

/** Most numbers one range may hold (the order screen lists every one). */
export const CUSTOM_DELIVERY_RANGE_MAX_SIZE = 500;
/** An area label with its number fits an order's delivery area (100 characters). */
export const CUSTOM_DELIVERY_AREA_MAX_LENGTH = 80;
export const CUSTOM_DELIVERY_LOCATION_MAX_LENGTH = 100;

type CustomDeliveryLocation = z.infer<typeof ZCustomDeliveryLocation>;

/**
 * The rule of a range: the first boundary lower than the last ("Must be greater than {first}."
 * on `last`), and at most `CUSTOM_DELIVERY_RANGE_MAX_SIZE` numbers. Boundaries that are not
 * numbers are their own fields' problem.
 */
export function customDeliveryRangeProblem(range: {
  first: number;
  last: number;
}): ValidationIssue | null {
  return (
    checkGreaterThan(range.last, range.first) ??
    checkMaxValue(range.last, range.first + CUSTOM_DELIVERY_RANGE_MAX_SIZE - 1)
  );
}

export const ZCustomDeliveryRange = z
  .object({ first: zInt32().min(0), last: zInt32().min(0) })
  .superRefine((range, ctx) => {
    const issue = customDeliveryRangeProblem(range);
    if (issue) addValidationIssue(ctx, issue, ['last']);
  });
export type CustomDeliveryRange = z.infer<typeof ZCustomDeliveryRange>;

const languageKey = z.string().min(2).max(10);

export const ZCustomDeliveryArea = z.object({
  name: zRequiredText({ maxLength: CUSTOM_DELIVERY_AREA_MAX_LENGTH }),
  /** `{ fr: { name } }`: the label in other languages (a range keeps its numbers). */
  localization: z
    .record(
      languageKey,
      z.object({
        name: zOptionalText({ maxLength: CUSTOM_DELIVERY_AREA_MAX_LENGTH }).nullable().optional(),
      }),
    )
    .default({}),
  range: ZCustomDeliveryRange.nullable().default(null),
});
export type CustomDeliveryArea = z.infer<typeof ZCustomDeliveryArea>;

export const ZCustomDeliveryPlace = z.object({
  location: zRequiredText({ maxLength: CUSTOM_DELIVERY_LOCATION_MAX_LENGTH }),
  localization: z
    .record(
      languageKey,
      z.object({
        location: zOptionalText({ maxLength: CUSTOM_DELIVERY_LOCATION_MAX_LENGTH })
          .nullable()
          .optional(),
      }),
    )
    .default({}),
  areas: z.array(ZCustomDeliveryArea).max(100),
});
export type CustomDeliveryPlace = z.infer<typeof ZCustomDeliveryPlace>;

/** The labels of one area: itself, or one per number of its range. */
function areaLabels(name: string, range: CustomDeliveryRange | null): string[] {
  if (!range) return [name];
  const size = Math.min(range.last - range.first + 1, CUSTOM_DELIVERY_RANGE_MAX_SIZE);
  return Array.from({ length: Math.max(size, 0) }, (_, index) => `${name} ${range.first + index}`);
}

/**
 * Custom delivery places as the order screens offer them: each area expanded to its labels, the
 * French (or other) labels beside them in the same order (the primary label where an area has
 * none in that language).
 */
export function customDeliveryConfigOf(
  places: readonly CustomDeliveryPlace[],
): CustomDeliveryLocation[] {
  return places.map((place) => {
    const languages = new Set([
      ...Object.keys(place.localization),
      ...place.areas.flatMap((area) => Object.keys(area.localization)),
    ]);
    const localization: CustomDeliveryLocation['localization'] = {};
    for (const language of languages) {
      localization[language] = {
        location: place.localization[language]?.location ?? null,
        areas: place.areas.flatMap((area) =>
          areaLabels(area.localization[language]?.name || area.name, area.range),
        ),
      };
    }
    return {
      location: place.location,
      areas: place.areas.flatMap((area) => areaLabels(area.name, area.range)),
      localization,
    };
  });
}

/**
 * Earlier custom delivery documents stored the screens' shape (`areas` as labels, French labels
 * in `localization.fr.areas`); read as places with one plain area per label.
 */
const ZLegacyPlace = z.object({
  location: z.string(),
  areas: z.array(z.string()),
  localization: z
    .record(
      z.string(),
      z.object({
        location: z.string().nullable().optional(),
        areas: z.array(z.string().nullable()).optional(),
      }),
    )
    .catch({}),
});

function fromLegacy(place: z.infer<typeof ZLegacyPlace>): unknown {
  return {
    location: place.location,
    localization: Object.fromEntries(
      Object.entries(place.localization).map(([lang, texts]) => [
        lang,
        { location: texts.location ?? null },
      ]),
    ),
    areas: place.areas.map((name, index) => ({
      name,
      range: null,
      localization: Object.fromEntries(
        Object.entries(place.localization).map(([lang, texts]) => [
          lang,
          { name: texts.areas?.[index] ?? null },
        ]),
      ),
    })),
  };
}

/**
 * The stored custom delivery document as places; entries that are neither places nor the
 * earlier shape are left out rather than failing the screens that read them.
 */
export function storedCustomDeliveryPlaces(value: unknown): CustomDeliveryPlace[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const place = ZCustomDeliveryPlace.safeParse(entry);
    if (place.success) return [place.data];
    const legacy = ZLegacyPlace.safeParse(entry);
    if (!legacy.success) return [];
    const converted = ZCustomDeliveryPlace.safeParse(fromLegacy(legacy.data));
    return converted.success ? [converted.data] : [];
  });
}
