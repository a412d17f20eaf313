import { z } from 'zod';
import { ZId } from '../../catalogue/catalogue-fields.ts';
import { locales } from '../../i18n/locale.ts';
import { ZPreOrderType } from '../events.ts';
import { ZEventSuiteStatus } from '../event-suites.ts';

/**
 * The documents a banquet captain and a chef work from (issue 15 item 7): the BEO (banquet event
 * order) of one event suite and the production sheet of an event, as the API answers them and as
 * a print keeps them (`event_document_prints.content`). Names are in the language of whoever the
 * document was made for (`locale`); labels are codes the screens and the workbook put in words.
 * Every part that can change carries an id or a `key`, so two versions compare whatever language
 * each was made in (document-changes.ts). Decisions: docs/decisions/event-documents.md.
 */

const ZInstant = z.iso.datetime();

/** The event as both documents head it; times are instants, shown in `time_zone`. */
export const ZDocumentEvent = z.object({
  id: ZId,
  title: z.string(),
  /** The day it starts in the location's time zone (`YYYY-MM-DD`). */
  date: z.string(),
  start: ZInstant,
  end: ZInstant.nullable(),
  time_zone: z.string(),
  event_type: z.string().nullable(),
  pre_order_type: ZPreOrderType,
  projected_attendance: z.int().nullable(),
  manager: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type DocumentEvent = z.infer<typeof ZDocumentEvent>;

/** A chosen modifier: per item on a BEO line, totalled over the lines on the production sheet. */
export const ZDocumentModifier = z.object({
  group_id: ZId,
  value_id: ZId,
  name: z.string(),
  quantity: z.int(),
});
export type DocumentModifier = z.infer<typeof ZDocumentModifier>;

/**
 * One line of a BEO: the same item, price option, modifiers, instructions and service time
 * over the suite's orders, quantities summed. `key` names that combination.
 */
export const ZBeoLine = z.object({
  key: z.string(),
  item_id: ZId,
  name: z.string(),
  price_option: z.string().nullable(),
  quantity: z.int(),
  /** Sold per guest (`price_type = 'per_guest'`): shown beside the guaranteed guest count. */
  per_guest: z.boolean(),
  modifiers: z.array(ZDocumentModifier),
  special_instructions: z.string().nullable(),
  /** When the order holding it is due (a time-based pre-order's service time). */
  serve_at: ZInstant.nullable(),
  /** Dollars: the lines' prices with their modifiers. */
  amount: z.number(),
});
export type BeoLine = z.infer<typeof ZBeoLine>;

/** A section of the menus, in service order; `section_id` null: items outside any section. */
export const ZBeoSection = z.object({
  section_id: ZId.nullable(),
  name: z.string().nullable(),
  lines: z.array(ZBeoLine),
});
export type BeoSection = z.infer<typeof ZBeoSection>;

export const beoTimelineKinds = ['pre_order_lock', 'event_start', 'service', 'event_end'] as const;
export const ZBeoTimelineEntry = z.object({ kind: z.enum(beoTimelineKinds), at: ZInstant });
export type BeoTimelineEntry = z.infer<typeof ZBeoTimelineEntry>;

export const beoPricingKinds = [
  'subtotal',
  'discount',
  'member_discount',
  'subsidy',
  'service_charge',
  'delivery_charge',
  'tax',
  'voucher',
  'credits',
  'tip',
  'total',
] as const;
export type BeoPricingKind = (typeof beoPricingKinds)[number];

/**
 * A line of the BEO's pricing, summed over the suite's orders as their stored costs say:
 * discounts and credits are negative; `label` is the location's (a tax's, the service charge's),
 * `code` a tax's code (GST, QST…) and `rate` its rate in percent. `amount` null: withheld (pay
 * what you can).
 */
export const ZBeoPricingLine = z.object({
  kind: z.enum(beoPricingKinds),
  label: z.string().nullable(),
  code: z.string().nullable(),
  rate: z.number().nullable(),
  amount: z.number().nullable(),
});
export type BeoPricingLine = z.infer<typeof ZBeoPricingLine>;

export const beoSignatures = ['suite_owner', 'event_manager', 'banquet_captain'] as const;

const ZNullableMoney = z.number().nullable();

/** `GET /catering/events/{eventId}/event-suites/{id}/beo`'s document. */
export const ZBeo = z.object({
  kind: z.literal('beo'),
  locale: z.enum(locales),
  generated_at: ZInstant,
  event: ZDocumentEvent,
  suite: z.object({
    event_suite_id: ZId,
    suite_id: ZId,
    name: z.string(),
    status: ZEventSuiteStatus,
  }),
  owner: z
    .object({
      id: ZId,
      name: z.string(),
      company: z.string().nullable(),
      title: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  /** In time order. */
  timeline: z.array(ZBeoTimelineEntry),
  guests: z.object({
    projected_attendance: z.int().nullable(),
    guaranteed_guest_count: z.int().nullable(),
  }),
  sections: z.array(ZBeoSection),
  notes: z.object({
    dietary_restrictions: z.string().nullable(),
    special_requirements: z.string().nullable(),
    pre_order_additional_notes: z.string().nullable(),
    /** The orders' own notes (checkout), each once. */
    order_notes: z.array(z.string()),
  }),
  equipment: z.array(z.object({ id: ZId, name: z.string(), quantity: z.int() })),
  pricing: z.object({ private: z.boolean(), lines: z.array(ZBeoPricingLine) }),
  /** From the orders' money ledgers: null when withheld (pay what you can). */
  payments: z.object({
    paid: ZNullableMoney,
    deposit_requested: ZNullableMoney,
    refunded: ZNullableMoney,
    balance: ZNullableMoney,
  }),
  orders: z.array(z.object({ id: ZId, order_number: z.int().nullable(), status: z.string() })),
  signatures: z.array(z.enum(beoSignatures)),
});
export type Beo = z.infer<typeof ZBeo>;

/** One suite's share of a production sheet item. `event_suite_id` null: an order of no suite. */
export const ZProductionSuiteShare = z.object({
  event_suite_id: ZId.nullable(),
  suite: z.string().nullable(),
  quantity: z.int(),
  /** The suite's guaranteed guests, beside an item sold per guest (null otherwise). */
  guaranteed_guest_count: z.int().nullable(),
  /** Each instruction once, with how many of the suite's items it is for. */
  special_instructions: z.array(z.object({ text: z.string(), quantity: z.int() })),
});
export type ProductionSuiteShare = z.infer<typeof ZProductionSuiteShare>;

/** One item (with its price option) over every suite, totalled. */
export const ZProductionItem = z.object({
  key: z.string(),
  item_id: ZId,
  name: z.string(),
  price_option: z.string().nullable(),
  recipe_number: z.string().nullable(),
  per_guest: z.boolean(),
  quantity: z.int(),
  modifiers: z.array(ZDocumentModifier),
  suites: z.array(ZProductionSuiteShare),
});
export type ProductionItem = z.infer<typeof ZProductionItem>;

/** A station: the items' section name (null: items outside any section). */
export const ZProductionStation = z.object({
  name: z.string().nullable(),
  items: z.array(ZProductionItem),
});
export type ProductionStation = z.infer<typeof ZProductionStation>;

/** `GET /catering/events/{id}/production-sheet`'s document. */
export const ZProductionSheet = z.object({
  kind: z.literal('production_sheet'),
  locale: z.enum(locales),
  generated_at: ZInstant,
  event: ZDocumentEvent,
  guests: z.object({
    projected_attendance: z.int().nullable(),
    /** The suites' guaranteed guests added up (those that set none count nothing). */
    guaranteed_total: z.int(),
  }),
  /**
   * Every suite's dietary restrictions, special requirements and pre-order notes (where the
   * owner's dietary needs from the pre-order page are kept) that say something.
   */
  dietary: z.array(
    z.object({
      event_suite_id: ZId,
      suite: z.string(),
      dietary_restrictions: z.string().nullable(),
      special_requirements: z.string().nullable(),
      // A version printed before the roll-up held them reads as none.
      pre_order_additional_notes: z.string().nullable().default(null),
    }),
  ),
  stations: z.array(ZProductionStation),
  suites: z.array(
    z.object({
      event_suite_id: ZId,
      name: z.string(),
      guaranteed_guest_count: z.int().nullable(),
      orders: z.int(),
    }),
  ),
});
export type ProductionSheet = z.infer<typeof ZProductionSheet>;
