import { z } from 'zod';
import { calendarDaysBetween } from '../catalogue/rotational-menus/rotational-weeks.ts';
import { ZId, ZIdParam } from '../catalogue/catalogue-fields.ts';
import { addCalendarDays } from '../dates/calendar-days.ts';
import { parseIsoDate } from '../dates/date-parse.ts';
import { validationIssue } from '../validation/validation-messages.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';

/**
 * The change history (spec part 1 §7 `GET /change-history`, §9 "Change history retention 30
 * days"): who changed what, when, with the entity before and after. Entries older than the
 * retention are deleted by a daily job, so a query may not ask for a longer range.
 */

/** Days an entry is kept; older entries are deleted by the daily retention job. */
export const CHANGE_HISTORY_RETENTION_DAYS = 30;
/** Entries in one page unless `limit` says otherwise, and the most a page holds. */
export const CHANGE_HISTORY_PAGE_SIZE = 50;
export const CHANGE_HISTORY_PAGE_MAX = 200;

/** The entity kinds mutations record (`recordChange`'s `entity`), for the screen's filter. */
export const changeHistoryEntities = [
  'restaurant',
  'menu',
  'section',
  'item',
  'option_group',
  'option_value',
  'item_option',
  'menu_group',
  'availability',
  'rotational_menu',
  'order',
  'tax_rates',
  'marketplace_locations',
  'promo_code',
  'membership',
  'credit',
  'customers',
  'announcement',
  'branding',
  'team_member',
  'suite',
  'event_type',
  'equipment',
  'suite_owner',
  'event',
  'event_suite',
] as const;

/** The actions mutations record, for the screen's labels (others are shown as recorded). */
export const changeHistoryActions = [
  'create',
  'update',
  'delete',
  'duplicate',
  'move',
  'reorder',
  'replace',
  'copy',
  'replicate',
  'cleanup',
  'bulk_save',
  'update_image',
  'modify',
  'import',
  'pos_pull',
  'grant',
  'expire',
  'invite',
  'deactivate',
  'reactivate',
  'resend_invitation',
  'pre_order_email',
  'pre_order',
  'accept',
  'decline',
  'complete',
  'refund',
  'refund_request',
  'refund_failed',
  'remove_item',
  'deposit_request',
  'resume_orders',
  'generate',
  'fire',
  'finalize',
  'status',
  'guest_count',
  'print',
] as const;

const ZHistoryDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { abort: true })
  .refine((text) => parseIsoDate(text) !== null, { params: validationIssue('invalid') });

/**
 * `GET /change-history` query: `from` and `to` (`YYYY-MM-DD`, both included, in the location's
 * time zone) are required; `to` may not be before `from` nor more than the retention after it.
 * Optional filters: `entity`, `entity_id`, `user` (part of the user's email, any case); paging
 * with `limit` and the `cursor` of the previous page.
 */
export const ZChangeHistoryQuery = z
  .object({
    from: ZHistoryDate,
    to: ZHistoryDate,
    entity: z.string().trim().min(1).max(60).optional(),
    entity_id: ZIdParam.optional(),
    /** An order by the number people know it by (#1008), not its internal id. */
    order_number: ZIdParam.optional(),
    user: z.string().trim().min(1).max(254).optional(),
    limit: z.coerce.number().int().min(1).max(CHANGE_HISTORY_PAGE_MAX).optional(),
    cursor: ZIdParam.optional(),
  })
  .superRefine((query, ctx) => {
    const days = calendarDaysBetween(query.from, query.to);
    if (days === null) return;
    if (days < 0) {
      addValidationIssue(ctx, validationIssue('minValue', { min: query.from }), ['to']);
    } else if (days > CHANGE_HISTORY_RETENTION_DAYS) {
      addValidationIssue(
        ctx,
        validationIssue('maxRangeDays', { days: CHANGE_HISTORY_RETENTION_DAYS }),
        ['to'],
      );
    }
  });
export type ChangeHistoryQuery = z.infer<typeof ZChangeHistoryQuery>;

/** One entry as the API answers it. `user` is null for system changes (jobs, demo data). */
export const ZChangeHistoryEntry = z.object({
  id: ZId,
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  user: z
    .object({ id: z.number().int().nullable(), email: z.string(), name: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type ChangeHistoryEntry = z.infer<typeof ZChangeHistoryEntry>;

/**
 * A page, newest first (in the order the changes were written); `next_cursor` (the last entry's
 * id) asks for the next, older page, null on the last.
 */
export const ZChangeHistoryPage = z.object({
  items: z.array(ZChangeHistoryEntry),
  next_cursor: z.number().int().nullable(),
});
export type ChangeHistoryPage = z.infer<typeof ZChangeHistoryPage>;

/** The range a screen shows first: the last `days` days up to `today`, both included. */
export function defaultChangeHistoryRange(today: string, days = 7): { from: string; to: string } {
  return { from: addCalendarDays(today, 1 - days), to: today };
}
