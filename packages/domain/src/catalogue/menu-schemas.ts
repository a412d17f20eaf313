import { z } from 'zod';
import { zOptionalText } from '../validation/zod-fields.ts';
import { accessLevels } from './catalogue-constants.ts';
import {
  ZId,
  ZLocalization,
  ZLocalizationInput,
  ZTimeOfDay,
  zCatalogueName,
  zDescription,
  zPrice,
  zWholeNumber,
} from './catalogue-fields.ts';
import { ZItem } from './item-schemas.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';
import { validationIssue } from '../validation/validation-messages.ts';
import { ZSectionWithItems } from './section-schemas.ts';

/**
 * One opening interval of a menu on one day (spec part 1 §3 "Availability entry"): day 1 is
 * Monday … 7 Sunday; times `HH:mm` in the location's time zone; the end is after the start.
 * An end at or before the start is reported on `end_time` as "Must be greater than {start}",
 * naming the start time itself (not the field's key, which means nothing to the user).
 */
export const ZAvailabilityEntry = z
  .object({
    day_of_week: z.int().min(1).max(7),
    start_time: ZTimeOfDay,
    end_time: ZTimeOfDay,
  })
  .superRefine((entry, ctx) => {
    if (entry.end_time > entry.start_time) return;
    addValidationIssue(ctx, validationIssue('greaterThan', { other: entry.start_time }), [
      'end_time',
    ]);
  });
export type AvailabilityEntry = z.infer<typeof ZAvailabilityEntry>;

/**
 * Intervals of one day that start before an earlier interval of that day has ended (an exact
 * repeat included): for each, its index in `week` and the end it must not start before.
 * Intervals that touch (10:00–12:00, 12:00–14:00) do not overlap.
 */
export function overlappingIntervals(
  week: readonly AvailabilityEntry[],
): { index: number; notBefore: string }[] {
  const sorted = week
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        a.entry.day_of_week - b.entry.day_of_week ||
        a.entry.start_time.localeCompare(b.entry.start_time) ||
        a.index - b.index,
    );
  const found: { index: number; notBefore: string }[] = [];
  let day = 0;
  let latestEnd = '';
  for (const { entry, index } of sorted) {
    if (entry.day_of_week !== day) {
      day = entry.day_of_week;
      latestEnd = '';
    }
    if (latestEnd !== '' && entry.start_time < latestEnd)
      found.push({ index, notBefore: latestEnd });
    if (entry.end_time > latestEnd) latestEnd = entry.end_time;
  }
  return found;
}

/**
 * A menu's whole week: the body of `POST /menus/{id}/availability` (replaces the week). No two
 * intervals of one day may overlap (the same hours twice would be listed twice and mean nothing
 * more); an overlap is reported on the later interval's start: "must be {earlier end} or higher".
 */
export const ZAvailabilityWeek = z
  .array(ZAvailabilityEntry)
  .max(7 * 24)
  .superRefine((week, ctx) => {
    for (const { index, notBefore } of overlappingIntervals(week)) {
      addValidationIssue(ctx, validationIssue('minValue', { min: notBefore }), [
        index,
        'start_time',
      ]);
    }
  });

/** `POST /menus/{id}/availability/copy`: give these menus this week. */
export const ZCopyAvailabilityRequest = z.object({
  availability: ZAvailabilityWeek,
  menuIds: z.array(ZId).min(1).max(500),
});
export type CopyAvailabilityRequest = z.infer<typeof ZCopyAvailabilityRequest>;

const menuEditableFields = {
  name: zCatalogueName(),
  description: zDescription().optional(),
  slug: zOptionalText({ maxLength: 200 }).nullable().optional(),
  type: z.string().trim().min(1).max(50).optional(),
  price: zPrice(null).optional(),
  dine_in: z.boolean().optional(),
  on_demand: z.boolean().optional(),
  scheduled: z.boolean().optional(),
  member_only: z.boolean().optional(),
  event_package: z.boolean().optional(),
  access_level: z.enum(accessLevels).optional(),
  allow_sections: z.boolean().optional(),
  /** Scheduled take-out: most orders per ordering interval; 0 = no limit. */
  max_orders_per_interval: zWholeNumber(0).optional(),
  /** Minutes. */
  ordering_interval: zWholeNumber(null).optional(),
  /** Minutes before closing when on-demand orders stop. */
  last_call_time: zWholeNumber(null).optional(),
  /** Minutes. */
  estimated_prep_time: zWholeNumber(null).optional(),
  /** Minutes of notice a scheduled order needs. */
  required_notice: zWholeNumber(null).optional(),
  localization: ZLocalizationInput.optional(),
  menu_group_id: ZId.nullable().optional(),
  /** "Save" publishes, "Save draft" keeps (or makes) it a draft. */
  published: z.boolean().optional(),
};

/**
 * `POST /menus`: a new menu, optionally with its availability, created in one transaction
 * (spec part 1 §4: a failure leaves nothing behind). Omitted fields take the defaults of §3/§9.
 */
export const ZCreateMenuRequest = z.object({
  ...menuEditableFields,
  availability: ZAvailabilityWeek.optional(),
});
export type CreateMenuRequest = z.infer<typeof ZCreateMenuRequest>;

/** `PUT /menus/{id}`: the fields sent change, the others stay. */
export const ZUpdateMenuRequest = z.object({
  ...menuEditableFields,
  name: zCatalogueName().optional(),
  availability: ZAvailabilityWeek.optional(),
});
export type UpdateMenuRequest = z.infer<typeof ZUpdateMenuRequest>;

/** A menu as the API answers it (without its contents). */
export const ZMenu = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  slug: z.string().nullable(),
  type: z.string(),
  price: z.number().nullable(),
  dine_in: z.boolean(),
  on_demand: z.boolean(),
  scheduled: z.boolean(),
  member_only: z.boolean(),
  event_package: z.boolean(),
  access_level: z.enum(accessLevels),
  allow_sections: z.boolean(),
  max_orders_per_interval: z.int(),
  ordering_interval: z.int().nullable(),
  last_call_time: z.int().nullable(),
  estimated_prep_time: z.int().nullable(),
  required_notice: z.int().nullable(),
  order: z.int(),
  localization: ZLocalization,
  menu_group_id: ZId.nullable(),
  published: z.boolean(),
  /** ISO 8601 instant of the last publication; null for drafts and copies. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
  availability: z.array(ZAvailabilityEntry),
});
export type Menu = z.infer<typeof ZMenu>;

/**
 * A menu with everything in it (`deep-get-menus`, `deep-get-menu/{id}`): its sections with their
 * items, and its items outside sections (all of them when the menu does not use sections).
 */
export const ZDeepMenu = ZMenu.extend({
  sections: z.array(ZSectionWithItems),
  items: z.array(ZItem),
});
export type DeepMenu = z.infer<typeof ZDeepMenu>;

/** A menu in the list of `GET /menus`: the menu with how much it holds, without the contents. */
export const ZMenuSummary = ZMenu.extend({
  section_count: z.int(),
  item_count: z.int(),
});
export type MenuSummary = z.infer<typeof ZMenuSummary>;
