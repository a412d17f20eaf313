import { z } from 'zod';
import { parseIsoDate } from '../../dates/date-parse.ts';
import { validationIssue } from '../../validation/validation-messages.ts';
import { addValidationIssue } from '../../validation/zod-issues.ts';
import { ZId, ZIdParam, ZLocalization } from '../catalogue-fields.ts';
import {
  calendarDaysBetween,
  lastDayOfRange,
  ROTATIONAL_RANGE_MAX_DAYS,
} from './rotational-weeks.ts';

/**
 * Daily (rotational) menus (spec part 1 §1, §2 "daily/rotational menus by week", §7): a menu
 * planned on one date, with the items it offers that day. A menu is planned at most once per
 * date.
 */

/** At most this many entries in one `POST /rotational-menus/bulk`. */
export const ROTATIONAL_BULK_MAX = 500;
/** At most this many items in one daily menu. */
export const ROTATIONAL_ITEMS_MAX = 500;

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a day that exists, in the years 2000 to 2999. */
export const ZRotationalDate = z
  .string()
  .regex(ISO_DATE_SHAPE, { abort: true })
  .refine(
    (text) => {
      const date = parseIsoDate(text);
      return date !== null && date.year >= 2000 && date.year <= 2999;
    },
    { params: validationIssue('invalid') },
  );

/**
 * `GET /rotational-menus?start_date&end_date`: both dates included. The end may not be before
 * the start ("must be {start} or higher") nor more than 12 weeks after it ("must be {last day}
 * or lower").
 */
export const ZRotationalMenuRange = z
  .object({ start_date: ZRotationalDate, end_date: ZRotationalDate })
  .superRefine((range, ctx) => {
    const days = calendarDaysBetween(range.start_date, range.end_date);
    if (days === null) return;
    if (days < 0) {
      addValidationIssue(ctx, validationIssue('minValue', { min: range.start_date }), ['end_date']);
    } else if (days >= ROTATIONAL_RANGE_MAX_DAYS) {
      addValidationIssue(
        ctx,
        validationIssue('maxValue', { max: lastDayOfRange(range.start_date) }),
        ['end_date'],
      );
    }
  });
export type RotationalMenuRange = z.infer<typeof ZRotationalMenuRange>;

/** A daily menu as the API answers it; `item_ids` in their order. */
export const ZRotationalMenu = z.object({
  id: ZId,
  menu_id: ZId,
  date: z.string(),
  item_ids: z.array(ZId),
  updated_at: z.string(),
});
export type RotationalMenu = z.infer<typeof ZRotationalMenu>;

const ZItemIds = z.array(ZId).max(ROTATIONAL_ITEMS_MAX);

/**
 * `POST /rotational-menus`: plan `menu_id` on `date`. `item_ids` (any items of the location, in
 * the order offered; repeats count once) default to none.
 */
export const ZCreateRotationalMenuRequest = z.object({
  menu_id: ZId,
  date: ZRotationalDate,
  item_ids: ZItemIds.optional(),
});
export type CreateRotationalMenuRequest = z.infer<typeof ZCreateRotationalMenuRequest>;

/**
 * `POST /rotational-menus/bulk`: several daily menus at once, all or none (copying a week to the
 * next is one call). The same menu twice on one date is refused on the later entry's `date`.
 */
export const ZBulkCreateRotationalMenusRequest = z
  .object({ entries: z.array(ZCreateRotationalMenuRequest).min(1).max(ROTATIONAL_BULK_MAX) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.entries.forEach((entry, index) => {
      const key = `${entry.menu_id}@${entry.date}`;
      if (seen.has(key)) {
        addValidationIssue(ctx, validationIssue('invalid'), ['entries', index, 'date']);
      }
      seen.add(key);
    });
  });
export type BulkCreateRotationalMenusRequest = z.infer<typeof ZBulkCreateRotationalMenusRequest>;

/** `PUT /rotational-menus/{id}`: the fields sent change; `item_ids` replaces the items. */
export const ZUpdateRotationalMenuRequest = z.object({
  menu_id: ZId.optional(),
  date: ZRotationalDate.optional(),
  item_ids: ZItemIds.optional(),
});
export type UpdateRotationalMenuRequest = z.infer<typeof ZUpdateRotationalMenuRequest>;

/**
 * `DELETE /rotational-menus/cleanup?before=YYYY-MM-DD`: removes the daily menus dated strictly
 * before `before`; without it, before today in the location's time zone (the past ones).
 */
export const ZRotationalCleanupQuery = z.object({ before: ZRotationalDate.optional() });
export type RotationalCleanupQuery = z.infer<typeof ZRotationalCleanupQuery>;

export const ZRotationalCleanupResult = z.object({
  /** The date the removal stopped at (entries of this date and later are kept). */
  before: z.string(),
  deleted: z.int().min(0),
});
export type RotationalCleanupResult = z.infer<typeof ZRotationalCleanupResult>;

/** `GET /rotational-menus/item-menus-list?menu_id`: only that menu's items when given. */
export const ZItemMenusQuery = z.object({ menu_id: ZIdParam.optional() });
export type ItemMenusQuery = z.infer<typeof ZItemMenusQuery>;

/**
 * One item and the menu (and section) it belongs to, to pick the items of a daily menu: listed
 * by menu order, then section order (items outside sections first), then item order.
 */
export const ZItemMenusEntry = z.object({
  id: ZId,
  name: z.string(),
  localization: ZLocalization,
  published: z.boolean(),
  menu: z.object({ id: ZId, name: z.string(), localization: ZLocalization }),
  section: z.object({ id: ZId, name: z.string(), localization: ZLocalization }).nullable(),
});
export type ItemMenusEntry = z.infer<typeof ZItemMenusEntry>;
