import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { locales } from '../i18n/locale.ts';
import {
  CONTACT_TEXT_MAX_LENGTH,
  MAX_CART_LINES,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
} from '../orders/order-constants.ts';
import {
  ZCardOnFile,
  ZCartItem,
  ZCartOption,
  ZOrderCosts,
  ZOrderDraft,
  ZOrderLineProblem,
  ZOrderStatus,
} from '../orders/order-schemas.ts';
import { ZPublishedMenu } from '../orders/published-menus.ts';
import { zOptionalText } from '../validation/zod-fields.ts';
import { ZEventSuiteStatus } from './event-suites.ts';

/**
 * The suite pre-order page (`/pre-order/{token}`, no sign-in) and its calls under
 * `/api/pre-orders/{token}`: what the owner reads, what they send, and the event order their
 * request becomes (docs/decisions/pre-orders.md).
 */

/** One line the owner orders: an item of the chosen menu, its price option, quantity and options. */
export const ZSuitePreOrderLine = z.object({
  id: ZId,
  price_option: ZCartItem.shape.price_option,
  quantity: ZCartItem.shape.quantity,
  orderOptions: z
    .array(ZCartOption.pick({ group_id: true, value_id: true, quantity: true }))
    .max(200)
    .default(() => []),
  special_instructions: ZCartItem.shape.special_instructions,
});
export type SuitePreOrderLine = z.infer<typeof ZSuitePreOrderLine>;

/**
 * The body of `PUT /api/pre-orders/{token}` (and of its price call): one of the suite's menus,
 * the lines, the dietary needs (one line, kept as the order's special instructions and the
 * suite's pre-order notes), a phone number when the owner wants another than the one on file,
 * and the card the order is held on (from `POST …/card`; null keeps the card of the current
 * pre-order).
 */
export const ZSuitePreOrderRequest = z.object({
  menu_id: ZId,
  items: z.array(ZSuitePreOrderLine).min(1).max(MAX_CART_LINES),
  notes: zOptionalText({ maxLength: SPECIAL_INSTRUCTIONS_MAX_LENGTH })
    .nullable()
    .default(null)
    .transform((text) => text || null),
  phone_number: zOptionalText({ maxLength: CONTACT_TEXT_MAX_LENGTH })
    .nullable()
    .default(null)
    .transform((text) => text || null),
  card: ZCardOnFile.nullable().default(null),
});
export type SuitePreOrderRequest = z.output<typeof ZSuitePreOrderRequest>;
export type SuitePreOrderRequestInput = z.input<typeof ZSuitePreOrderRequest>;

/** The card a pre-order is held on, as the owner sees it (never its token). */
export const ZPreOrderCard = z.object({
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});

/** The owner's current pre-order: the event order their link made, as priced by the server. */
export const ZSuitePreOrder = z.object({
  order_id: ZId,
  order_number: z.int().nullable(),
  status: ZOrderStatus,
  menu_id: ZId,
  items: z.array(ZCartItem),
  notes: z.string().nullable(),
  phone_number: z.string().nullable(),
  card: ZPreOrderCard.nullable(),
  costs: ZOrderCosts,
});
export type SuitePreOrder = z.infer<typeof ZSuitePreOrder>;

/** `GET /api/pre-orders/{token}`: the event, the suite, its menus and the owner's pre-order. */
export const ZSuitePreOrderPage = z.object({
  event: z.object({
    title: z.string(),
    start_date: z.iso.datetime(),
    end_date: z.iso.datetime().nullable(),
    location_name: z.string(),
    time_zone: z.string(),
  }),
  suite: z.object({ id: ZId, name: z.string(), status: ZEventSuiteStatus }),
  owner: z.object({
    name: z.string(),
    locale: z.enum(locales),
    phone_number: z.string().nullable(),
  }),
  /** When the owner can no longer change their pre-order (the lock period's start). */
  locks_at: z.iso.datetime(),
  locked: z.boolean(),
  /** The suite's pre-order menus as guests order from them (published content only). */
  menus: z.array(ZPublishedMenu),
  pre_order: ZSuitePreOrder.nullable(),
});
export type SuitePreOrderPage = z.infer<typeof ZSuitePreOrderPage>;

/** `POST /api/pre-orders/{token}/price`: the lines and costs as the order engine prices them. */
export const ZSuitePreOrderPrice = z.object({
  items: z.array(ZCartItem),
  costs: ZOrderCosts,
  problems: z.array(ZOrderLineProblem),
});
export type SuitePreOrderPrice = z.infer<typeof ZSuitePreOrderPrice>;

/** Who the pre-order is for: the event, its suite and the suite's owner on file. */
export interface PreOrderParties {
  eventId: number;
  eventSuiteId: number;
  owner: { name: string; email: string; phone_number: string | null };
}

/**
 * The event order an owner's request becomes (spec part 2 §3; bookings.ts): type `event`, the
 * event and the suite as its BEO, the chosen menu as its package, the owner as the contact, the
 * dietary needs as its special instructions, paid by the card on file. `card` is the request's or
 * the current pre-order's. Priced and checked by the order engine like any other order; the
 * order schema's own limits (an owner email longer than a contact's) come back as its issues.
 */
export function suitePreOrderDraft(
  request: SuitePreOrderRequest,
  parties: PreOrderParties,
  card: SuitePreOrderRequest['card'],
): ReturnType<typeof ZOrderDraft.safeParse> {
  const menuId = request.menu_id;
  return ZOrderDraft.safeParse({
    type: 'event',
    data: {
      config: {
        menuId,
        menuManagerEvent: parties.eventId,
        menuManagerEventBEO: parties.eventSuiteId,
      },
      items: request.items.map((line, cartIndex) => ({ ...line, menu_id: menuId, cartIndex })),
      checkout: {
        pickup: { notes: request.notes ?? '' },
        contact: {
          // The order's contact name is short; the suite's owner stays named in full on the suite.
          full_name: parties.owner.name.slice(0, CONTACT_TEXT_MAX_LENGTH).trim(),
          email: parties.owner.email,
          phone_number: request.phone_number ?? parties.owner.phone_number ?? '',
        },
        paymentPreference: 'credit_card',
        creditCard: card,
      },
    },
  });
}
