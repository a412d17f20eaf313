import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { zOptionalText } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';

/**
 * A suite booked for an event (spec part 2 §3 "Event suite", §4 "Events"): its owner, the menus
 * the owner pre-orders from, the equipment brought to it, the notes the kitchen and the servers
 * read, and the guests the owner guarantees (issue 15 item 6). How its status moves:
 * docs/decisions/catering.md "Event suites".
 */

export const eventSuiteStatuses = [
  'not_configured',
  'email_scheduled',
  'email_sent',
  'pending',
  'accepted',
  'completed',
  'cancelled',
  'refunded',
] as const;
export const ZEventSuiteStatus = z.enum(eventSuiteStatuses);
export type EventSuiteStatus = z.infer<typeof ZEventSuiteStatus>;

export const eventSuiteInvoiceStatuses = ['none', 'not_ready', 'ready'] as const;
export const ZEventSuiteInvoiceStatus = z.enum(eventSuiteInvoiceStatuses);
export type EventSuiteInvoiceStatus = z.infer<typeof ZEventSuiteInvoiceStatus>;

/** Longest dietary restrictions, special requirements or pre-order notes, in characters. */
export const EVENT_SUITE_TEXT_MAX_LENGTH = 2000;
/** Most of one piece of equipment brought to a suite. */
export const EVENT_SUITE_EQUIPMENT_QUANTITY_MAX = 999;
/** Most guests a suite owner may guarantee. */
export const EVENT_SUITE_GUESTS_MAX = 999;

/** A note of the suite: at most 2000 characters over several lines; empty is stored as null. */
const ZSuiteNote = zOptionalText({ maxLength: EVENT_SUITE_TEXT_MAX_LENGTH, multiLine: true })
  .nullable()
  .default(null)
  .transform((text) => (text ? text : null));

export const ZEventSuiteEquipmentRequest = z.object({
  equipment_id: ZId,
  quantity: z.int().min(1).max(EVENT_SUITE_EQUIPMENT_QUANTITY_MAX),
});

function uniqueIds<T>(list: readonly T[], idOf: (entry: T) => number, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  list.forEach((entry, index) => {
    if (seen.has(idOf(entry))) addValidationIssue(ctx, validationIssue('invalid'), [index]);
    seen.add(idOf(entry));
  });
}

/**
 * The body of `PUT /catering/events/{eventId}/event-suites/{id}` and each suite of the bulk call:
 * the owner (null: none yet), the pre-order menus, the equipment with quantities (each piece
 * once), the three notes and the guaranteed guest count (null: not agreed yet). Whether the ids
 * are the location's is checked against its lists by `eventSuiteChoiceIssues`.
 */
export const ZEventSuiteSettings = z.object({
  suite_owner_id: ZId.nullable().default(null),
  menu_ids: z
    .array(ZId)
    .max(200)
    .default(() => [])
    .transform((ids) => [...new Set(ids)]),
  equipment: z
    .array(ZEventSuiteEquipmentRequest)
    .max(200)
    .default(() => [])
    .superRefine((list, ctx) => uniqueIds(list, (entry) => entry.equipment_id, ctx)),
  dietary_restrictions: ZSuiteNote,
  special_requirements: ZSuiteNote,
  pre_order_additional_notes: ZSuiteNote,
  guaranteed_guest_count: z.int().min(1).max(EVENT_SUITE_GUESTS_MAX).nullable().default(null),
});
export type EventSuiteSettings = z.output<typeof ZEventSuiteSettings>;
export type EventSuiteSettingsInput = z.input<typeof ZEventSuiteSettings>;

/** Most suites one bulk call assigns. */
export const EVENT_SUITES_BULK_MAX = 200;

/**
 * The body of `POST /catering/events/{eventId}/event-suites/bulk`: suites to put on the event,
 * each once, with its settings. A suite already on the event is updated, one not yet on it is
 * added; suites left out are not touched. All or nothing.
 */
export const ZEventSuitesBulkRequest = z.object({
  suites: z
    .array(ZEventSuiteSettings.extend({ suite_id: ZId }))
    .min(1)
    .max(EVENT_SUITES_BULK_MAX)
    .superRefine((list, ctx) => uniqueIds(list, (entry) => entry.suite_id, ctx)),
});
export type EventSuitesBulkRequest = z.output<typeof ZEventSuitesBulkRequest>;
export type EventSuitesBulkRequestInput = z.input<typeof ZEventSuitesBulkRequest>;

/** The ids of the location's lists a suite's settings may name. */
export interface EventSuiteChoices {
  suiteIds: ReadonlySet<number>;
  suiteOwnerIds: ReadonlySet<number>;
  menuIds: ReadonlySet<number>;
  equipmentIds: ReadonlySet<number>;
}

/**
 * Where a suite's settings name something the location does not have: its suite (bulk only),
 * owner, menus or equipment, as field paths (`menu_ids`, `equipment.1.equipment_id`) under
 * `prefix`. Empty when every id is the location's.
 */
export function eventSuiteChoiceIssues(
  settings: EventSuiteSettings & { suite_id?: number },
  choices: EventSuiteChoices,
  prefix = '',
): Record<string, ValidationIssue> {
  const issues: Record<string, ValidationIssue> = {};
  const notOurs = validationIssue('locationChoice');
  if (settings.suite_id !== undefined && !choices.suiteIds.has(settings.suite_id)) {
    issues[`${prefix}suite_id`] = notOurs;
  }
  const owner = settings.suite_owner_id;
  if (owner !== null && !choices.suiteOwnerIds.has(owner)) {
    issues[`${prefix}suite_owner_id`] = notOurs;
  }
  if (settings.menu_ids.some((id) => !choices.menuIds.has(id)))
    issues[`${prefix}menu_ids`] = notOurs;
  settings.equipment.forEach((entry, index) => {
    if (!choices.equipmentIds.has(entry.equipment_id)) {
      issues[`${prefix}equipment.${index}.equipment_id`] = notOurs;
    }
  });
  return issues;
}

/**
 * The statuses a suite's settings decide. Every later status (email sent, pending, accepted,
 * completed, cancelled, refunded) is set by the work that causes it — the pre-order email, the
 * owner's pre-order, finalizing — and configuring the suite again keeps it.
 */
export const configurableEventSuiteStatuses = [
  'not_configured',
  'email_scheduled',
] as const satisfies readonly EventSuiteStatus[];

/**
 * The status of a suite once configured: `email_scheduled` when it has an owner, at least one
 * pre-order menu and its event sets the day the pre-order email goes (`pre_order_email_days`),
 * otherwise `not_configured`. A suite past those two statuses (`current`) keeps its status.
 */
export function configuredEventSuiteStatus(
  current: EventSuiteStatus | null,
  suite: { suite_owner_id: number | null; menu_ids: readonly number[] },
  event: { pre_order_email_days: number | null },
): EventSuiteStatus {
  const configurable: readonly EventSuiteStatus[] = configurableEventSuiteStatuses;
  if (current !== null && !configurable.includes(current)) return current;
  const ready =
    suite.suite_owner_id !== null &&
    suite.menu_ids.length > 0 &&
    event.pre_order_email_days !== null;
  return ready ? 'email_scheduled' : 'not_configured';
}

const ZNamed = z.object({ id: ZId, name: z.string() });

/** An event suite as the API answers it: `GET …/event-suites` lists them by suite name. */
export const ZEventSuite = z.object({
  id: ZId,
  event_id: ZId,
  suite: ZNamed,
  suite_owner: ZNamed.extend({
    email: z.string().nullable(),
    company_name: z.string().nullable(),
  }).nullable(),
  status: ZEventSuiteStatus,
  invoice_status: ZEventSuiteInvoiceStatus,
  menus: z.array(ZNamed),
  equipment: z.array(ZNamed.extend({ quantity: z.int() })),
  dietary_restrictions: z.string().nullable(),
  special_requirements: z.string().nullable(),
  pre_order_additional_notes: z.string().nullable(),
  guaranteed_guest_count: z.int().nullable(),
  pre_order_email_sent_at: z.iso.datetime().nullable(),
  /** When event-day finalize settled the suite (docs/decisions/event-day.md); null before. */
  finalized_at: z.iso.datetime().nullable().default(null),
  /** The suite's orders on this event: all of them, and those not cancelled. */
  order_counts: z.object({ total: z.int(), active: z.int() }),
  updated_at: z.iso.datetime(),
});
export type EventSuite = z.infer<typeof ZEventSuite>;
export const ZEventSuitesResponse = z.array(ZEventSuite);

/** One item of a suite's orders, quantities and amounts summed over its orders not cancelled. */
export const ZEventSuiteItemTotal = z.object({
  item_id: ZId,
  name: z.string(),
  quantity: z.int(),
  /** Dollars: the lines' prices with their options. */
  amount: z.number(),
});
export type EventSuiteItemTotal = z.infer<typeof ZEventSuiteItemTotal>;
