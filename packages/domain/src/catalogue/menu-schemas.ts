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
import { hoursIntervalIssue, overlappingIntervals } from './opening-hours.ts';
import { ZSectionWithItems } from './section-schemas.ts';

/**
 * One opening interval of a menu on one day (spec part 1 §3 "Availability entry"): day 1 is
 * Monday … 7 Sunday; times `HH:mm` in the location's time zone. An end before the start runs
 * past midnight into the next day (22:00–02:00); an end equal to the start is refused on
 * `end_time` as "Must be different from {start}" (`hoursIntervalIssue`, opening-hours.ts).
 */
export const ZAvailabilityEntry = z
  .object({
    day_of_week: z.int().min(1).max(7),
    start_time: ZTimeOfDay,
    end_time: ZTimeOfDay,
  })
  .superRefine((entry, ctx) => {
    const problem = hoursIntervalIssue(entry.start_time, entry.end_time);
    if (problem) addValidationIssue(ctx, problem.issue, [problem.field]);
  });
export type AvailabilityEntry = z.infer<typeof ZAvailabilityEntry>;

/**
 * A menu's whole week: the body of `POST /menus/{id}/availability` (replaces the week). No two
 * intervals of one day may overlap, the part of an interval that runs past midnight counting on
 * the next day (the same hours twice would be listed twice and mean nothing
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
