import { z } from 'zod';
import { ZCompleteWith } from './completion/completion-schemas.ts';
import { CATALOGUE_PRICE_MAX } from '../catalogue/catalogue-constants.ts';
import { ZId, ZLocalization } from '../catalogue/catalogue-fields.ts';
import { ZTimeOfDay } from '../catalogue/catalogue-fields.ts';
import { parseIsoDate } from '../dates/date-parse.ts';
import { zOptionalText } from '../validation/zod-fields.ts';
import { zJsonArrayParam } from '../validation/json-query-params.ts';
import { parseChargeValue } from './cost-engine/index.ts';
import {
  CONTACT_TEXT_MAX_LENGTH,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  deliveryTypes,
  orderStatuses,
  orderTypes,
  paymentPreferences,
  takeOutTypes,
} from './order-constants.ts';

/**
 * The order document (spec part 2 §3 "Order"): `data` holds `config`, `items`, `costs` and
 * `checkout`. Requests send `config`, `items` and `checkout`; the server ignores any `costs`
 * sent, prices every line from the catalogue and answers the costs it computed.
 * Money is in dollars with at most 2 decimals; the domain computes in cents (see costs.ts).
 */

export const ZOrderType = z.enum(orderTypes);
export const ZOrderStatus = z.enum(orderStatuses);
export const ZTakeOutType = z.enum(takeOutTypes);
export const ZPaymentPreference = z.enum(paymentPreferences);
export const ZDeliveryType = z.enum(deliveryTypes);

/** Years an order date may be in: anything else is a slip, and date arithmetic stays in range. */
const ORDER_DATE_YEARS = { min: 2000, max: 2999 } as const;

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** A date the server answers (`YYYY-MM-DD`), computed from settings: its shape only. */
const ZAnsweredDate = z.string().regex(ISO_DATE_SHAPE);

/**
 * `YYYY-MM-DD` of a day that exists (2023-02-29 is refused, so no rule meets a rolled-over date),
 * in the years 2000 to 2999.
 */
const ZIsoDate = z
  .string()
  .regex(ISO_DATE_SHAPE, { abort: true })
  .refine(
    (text) => {
      const date = parseIsoDate(text);
      return (
        date !== null && date.year >= ORDER_DATE_YEARS.min && date.year <= ORDER_DATE_YEARS.max
      );
    },
    { params: { rule: 'invalid' } },
  );
/** One line of text a guest or staff types (no control character, docs/decisions/shared-rules.md). */
const shortText = (max: number) => zOptionalText({ maxLength: max });

/** One chosen modifier option of a cart line. `name` and `price` are filled by the server. */
export const ZCartOption = z.object({
  group_id: ZId,
  value_id: ZId,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY).default(1),
  name: z.string().optional(),
  /** Unit price of the option in dollars (server-filled). */
  price: z.number().optional(),
});
export type CartOption = z.infer<typeof ZCartOption>;

/**
 * A cart line (spec part 2 §3 "Cart item"): the item plus quantity, options and its line price.
 * `orderPrice` is the line total in dollars (unit price with options × quantity), computed by the
 * server. An open item is one whose unit price staff type at the till (`open_price`).
 */
export const ZCartItem = z.object({
  id: ZId,
  menu_id: ZId,
  section_id: ZId.nullable().default(null),
  name: z.string().default(''),
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY).default(1),
  /** Name of the chosen price option; null = the item's regular price. */
  price_option: z.string().nullable().default(null),
  open_item: z.boolean().default(false),
  /** Unit price in dollars of an open item (at most a catalogue price). */
  open_price: z.number().min(0).max(CATALOGUE_PRICE_MAX).nullable().default(null),
  orderOptions: z
    .array(ZCartOption)
    .max(200)
    .default(() => []),
  orderPrice: z.number().default(0),
  cartIndex: z.int().min(0).default(0),
  sectionSlug: z.string().nullable().default(null),
  isReplenishExtend: z.boolean().default(false),
  special_instructions: shortText(SPECIAL_INSTRUCTIONS_MAX_LENGTH).default(''),
});
export type CartItem = z.infer<typeof ZCartItem>;
export type CartItemInput = z.input<typeof ZCartItem>;

/**
 * A stored cart line as a list of orders reads it (the orders report, the orders export): the
 * fields they show, under the cart line's own rules. The rest of the line is not checked again,
 * which halves the cost of reading a month of lines.
 */
export const ZListedCartLine = ZCartItem.pick({
  id: true,
  name: true,
  quantity: true,
  price_option: true,
  orderPrice: true,
  special_instructions: true,
}).extend({
  orderOptions: z
    .array(ZCartOption.pick({ name: true, quantity: true }))
    .max(200)
    .default(() => []),
});

export const ZTableInfo = z.object({
  tableNum: shortText(40).nullable().default(null),
  tableArea: shortText(100).nullable().default(null),
  tableLocation: shortText(100).nullable().default(null),
  checkNum: shortText(40).nullable().default(null),
});
export type TableInfo = z.infer<typeof ZTableInfo>;

export const ZLaneReservation = z.object({
  lane: shortText(40).min(1),
  date: ZIsoDate,
  start: ZTimeOfDay,
  end: ZTimeOfDay,
});

/**
 * `data.config`. `restaurantId`, `employeeId` and `isKiosk` are set by the server from the
 * session (a kiosk's orders are always flagged). `menuId` is the menu chosen on the first screen.
 */
export const ZOrderConfig = z.object({
  restaurantId: ZId.optional(),
  employeeId: ZId.nullable().optional(),
  menuId: ZId,
  tableInfo: ZTableInfo.nullable().default(null),
  takeOutType: ZTakeOutType.nullable().default(null),
  menuManagerEvent: ZId.nullable().default(null),
  menuManagerEventBEO: ZId.nullable().default(null),
  menuManagerEventPackage: ZId.nullable().default(null),
  menuManagerLaneReservation: ZLaneReservation.nullable().default(null),
  paidItemEvent: z.boolean().default(false),
  isKiosk: z.boolean().default(false),
});
export type OrderConfig = z.infer<typeof ZOrderConfig>;

/** `checkout.pickup`: when and how the order leaves. Due time defaults to 12:00 of the date. */
export const ZPickup = z.object({
  delivery: z.boolean().default(false),
  notes: shortText(SPECIAL_INSTRUCTIONS_MAX_LENGTH).default(''),
  dueByDate: ZIsoDate.nullable().default(null),
  dueByTime: ZTimeOfDay.nullable().default(null),
  /** false = as soon as possible (on demand). */
  scheduled: z.boolean().default(false),
  /** Minutes of preparation, from the menu's estimated prep time. */
  prepTime: z.int().min(0).nullable().default(null),
});
export type Pickup = z.infer<typeof ZPickup>;

/** An address chosen from the geocoder's suggestions. */
/**
 * How closely a geocoded address's point is known: `address` (the building or the street
 * number, tens of metres), `postal_area` (the centroid of an urban forward sortation area: the
 * first three characters of a Canadian postal code, a few km across) or `rural_postal_area`
 * (a rural area, second character 0: tens to hundreds of km across). Absent = `address`.
 */
export const addressPrecisions = ['address', 'postal_area', 'rural_postal_area'] as const;
export type AddressPrecision = (typeof addressPrecisions)[number];

export const ZDeliveryAddress = z.object({
  label: shortText(300).min(1),
  /** The suggestion's id at the geocoder: present only when picked from the list. */
  place_id: shortText(200).min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  house_number: shortText(20).nullable().default(null),
  street: shortText(200).nullable().default(null),
  city: shortText(100).nullable().default(null),
  province: shortText(100).nullable().default(null),
  postal_code: shortText(20).nullable().default(null),
  country: shortText(2).nullable().default(null),
  precision: z.enum(addressPrecisions).optional(),
});
export type DeliveryAddress = z.infer<typeof ZDeliveryAddress>;

export const ZDelivery = z.object({
  type: ZDeliveryType,
  address: ZDeliveryAddress.nullable().default(null),
  /** Custom delivery: the location and area labels chosen. */
  location: shortText(100).nullable().default(null),
  area: shortText(100).nullable().default(null),
  /** Stadium delivery. */
  section: shortText(40).nullable().default(null),
  row: shortText(40).nullable().default(null),
  seat: shortText(40).nullable().default(null),
  instructions: shortText(SPECIAL_INSTRUCTIONS_MAX_LENGTH).default(''),
});
export type Delivery = z.infer<typeof ZDelivery>;

/**
 * Contact of the guest. Shapes only: a half-typed phone or email still prices (recalculate-costs,
 * validate). Which fields are required or hidden comes from the location, and the email and
 * phone formats are checked on submit (`contactProblems` in checkout-rules.ts, the one rule).
 */
export const ZContact = z.object({
  full_name: shortText(CONTACT_TEXT_MAX_LENGTH).default(''),
  email: shortText(CONTACT_TEXT_MAX_LENGTH).default(''),
  phone_number: shortText(CONTACT_TEXT_MAX_LENGTH).default(''),
  other: shortText(CONTACT_TEXT_MAX_LENGTH).default(''),
});
export type Contact = z.infer<typeof ZContact>;

/**
 * A promotion a membership gives: `value` as the spec writes charges (`"10"` = 10 %, `"5$"`);
 * its name in other languages in `localization` (`{ fr: { name } }`, read with `textIn`).
 */
export const ZMembershipPromo = z.object({
  name: z.string(),
  value: z.string(),
  localization: ZLocalization.optional(),
});
export type MembershipPromo = z.infer<typeof ZMembershipPromo>;

export const ZMemberInfo = z.object({
  id: ZId.nullable().default(null),
  identifier: shortText(100).min(1),
  promos: z.array(ZMembershipPromo).default(() => []),
  promosApplied: z.boolean().default(false),
});
export type MemberInfo = z.infer<typeof ZMemberInfo>;

/** School orders (spec part 2 §3): the student the meal is for. */
export const ZSchoolDetails = z.object({
  school: shortText(200).nullable().default(null),
  grade: shortText(40).nullable().default(null),
  classroom: shortText(40).nullable().default(null),
  teacher: shortText(100).nullable().default(null),
  student_name: shortText(CONTACT_TEXT_MAX_LENGTH).min(1),
});
export type SchoolDetails = z.infer<typeof ZSchoolDetails>;

export const ZQuestionAnswer = z.object({
  question_id: ZId,
  answer: z.union([shortText(500), z.array(shortText(200)).max(50), z.boolean()]),
});

/** A card as the payment gateway tokenised it; the card number never reaches the server. */
export const ZCardOnFile = z.object({
  token: shortText(200).min(1),
  brand: shortText(40).nullable().default(null),
  last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .default(null),
});

/**
 * A charge, discount or tip as the spec writes it (`"5$"` fixed, `"10"` or `"10 %"` percent),
 * checked by the cost engine's own reader (`parseChargeValue`): a negative, unreadable, above
 * 100 % or above $100,000 value is refused ("This value isn't valid.") rather than silently
 * dropped. Empty = none.
 */
export const ZChargeText = shortText(20).refine((text) => text === '' || isChargeText(text), {
  params: { rule: 'invalid' },
});

/**
 * Most an amount staff type at checkout may be, in dollars: a voucher, a pay-what-you-can amount,
 * a fixed charge, discount or tip.
 */
const MAX_CHECKOUT_AMOUNT = 100_000;

function isChargeText(text: string): boolean {
  const value = parseChargeValue(text);
  return (
    value !== null && (value.type === 'percentage' || value.cents <= MAX_CHECKOUT_AMOUNT * 100)
  );
}

/**
 * Staff overrides of the location's charges and of the discount (`POST /orders/set-costs`, and
 * kept on submit): null or empty = the location's own value; a value replaces it, `"0"` removes
 * it. Only lead and above may set them; an order keeps the ones it was taken with whoever
 * changes it later.
 */
export const ZCostOverrides = z.object({
  serviceCharge: ZChargeText.nullable().default(null),
  deliveryCharge: ZChargeText.nullable().default(null),
  discount: ZChargeText.nullable().default(null),
});
export type CostOverrides = z.infer<typeof ZCostOverrides>;

/**
 * What the guest or staff chose that changes the price: a discount code, a tip (`"15"` = 15 %,
 * `"5$"` = five dollars), a voucher or gift card, the guest's credits, a subsidy code, the
 * pay-what-you-can amount and staff overrides. The server checks each one before it counts.
 */
export const ZPricingChoices = z.object({
  discountCode: shortText(100).nullable().default(null),
  tip: ZChargeText.nullable().default(null),
  voucher: z
    .object({ code: shortText(100).min(1), amount: z.number().min(0).max(MAX_CHECKOUT_AMOUNT) })
    .nullable()
    .default(null),
  useCredits: z.boolean().default(false),
  /** Read in capitals, as every code is made (settings/subsidy-codes.ts): typed in any case. */
  subsidyCode: shortText(100).toUpperCase().nullable().default(null),
  payWhatYouCan: z.number().min(0).max(MAX_CHECKOUT_AMOUNT).nullable().default(null),
  overrides: ZCostOverrides.default(() => ZCostOverrides.parse({})),
});
export type PricingChoices = z.infer<typeof ZPricingChoices>;

/** `data.checkout` (spec part 2 §3 "Checked-out data"). */
export const ZCheckout = z.object({
  pickup: ZPickup.default(() => ZPickup.parse({})),
  delivery: ZDelivery.nullable().default(null),
  contact: ZContact.default(() => ZContact.parse({})),
  memberInfo: ZMemberInfo.nullable().default(null),
  school: ZSchoolDetails.nullable().default(null),
  questions: z
    .array(ZQuestionAnswer)
    .max(15)
    .default(() => []),
  paymentPreference: ZPaymentPreference.nullable().default(null),
  invoice: z.boolean().default(false),
  costCenter: shortText(100).nullable().default(null),
  purchaseOrder: shortText(100).nullable().default(null),
  creditCard: ZCardOnFile.nullable().default(null),
  /** Guest details of a dine-in check. */
  guest: z
    .object({
      name: shortText(CONTACT_TEXT_MAX_LENGTH).default(''),
      phone: shortText(12).default(''),
    })
    .nullable()
    .default(null),
  pricing: ZPricingChoices.default(() => ZPricingChoices.parse({})),
});
export type Checkout = z.infer<typeof ZCheckout>;

/** One tax line of the receipt: `rate` in percent (9.975), amounts in dollars. */
export const ZTaxBracket = z.object({
  code: z.string(),
  label: z.string(),
  rate: z.number(),
  taxable: z.number(),
  amount: z.number(),
});
export type TaxBracket = z.infer<typeof ZTaxBracket>;

/** `data.costs` as the API answers them (dollars); built from the engine's cents by `costsToJson`. */
export const ZOrderCosts = z.object({
  subtotal: z.number(),
  discount: z.object({
    code: z.string().nullable(),
    type: z.enum(['dollar', 'percentage']).nullable(),
    value: z.number().nullable(),
    amount: z.number(),
  }),
  memberDiscount: z.object({
    preTax: z.literal(true),
    value: z.string().nullable(),
    /** Name of the membership promotion giving it, in the caller's language (older orders: none). */
    label: z.string().nullable().optional(),
    amount: z.number(),
  }),
  subsidyDiscount: z.object({ type: z.string().nullable(), amount: z.number() }),
  subtotalDiscounted: z.number(),
  serviceCharge: z.object({
    /** The location's label, in the caller's language when it has one there. */
    label: z.string().nullable(),
    value: z.string().nullable(),
    amount: z.number(),
  }),
  deliveryCharge: z.object({ value: z.string().nullable(), amount: z.number() }),
  taxBrackets: z.array(ZTaxBracket),
  taxes: z.number(),
  /** Ontario point-of-sale rebate given (already deducted from `taxes`). */
  hstRebate: z.number(),
  voucher: z.object({ code: z.string().nullable(), amount: z.number() }),
  credits: z.number(),
  tip: z.number(),
  total: z.number(),
  totalWithTip: z.number(),
});
export type OrderCosts = z.infer<typeof ZOrderCosts>;

/**
 * `data.costs` of an order as staff read it. With a pay-what-you-can subsidy, what the family
 * chose to pay is not shown to school staff (provincial programmes; docs/decisions/subsidies.md):
 * every amount that would tell it — the subsidy, the discounted subtotal, the taxes, the credits
 * and the totals — is answered as null and `private` is true. The stored costs are untouched.
 */
export const ZOrderCostsSeen = ZOrderCosts.extend({
  subsidyDiscount: z.object({ type: z.string().nullable(), amount: z.number().nullable() }),
  subtotalDiscounted: z.number().nullable(),
  taxes: z.number().nullable(),
  hstRebate: z.number().nullable(),
  credits: z.number().nullable(),
  total: z.number().nullable(),
  totalWithTip: z.number().nullable(),
  private: z.boolean().optional(),
});
export type OrderCostsSeen = z.infer<typeof ZOrderCostsSeen>;

export const ZOrderDataInput = z.object({
  config: ZOrderConfig,
  items: z.array(ZCartItem).max(MAX_CART_LINES),
  checkout: ZCheckout.default(() => ZCheckout.parse({})),
});
export type OrderDataInput = z.infer<typeof ZOrderDataInput>;

/** `POST /orders`, `PUT /orders/modify/{id}`, `POST /orders/recalculate-costs`, `/validate`. */
export const ZOrderDraft = z.object({
  type: ZOrderType,
  data: ZOrderDataInput,
});
export type OrderDraft = z.infer<typeof ZOrderDraft>;
export type OrderDraftInput = z.input<typeof ZOrderDraft>;

/** An order as the API answers it. */
export const ZOrder = z.object({
  id: ZId,
  order_number: z.int().nullable(),
  reference: z.string().nullable(),
  type: ZOrderType,
  status: ZOrderStatus,
  data: ZOrderDataInput.extend({ costs: ZOrderCostsSeen }),
  pickup_time: z.string().nullable(),
  customer_name: z.string().nullable(),
  student_name: z.string().nullable(),
  /** Null when the amounts are private (pay what you can, see `ZOrderCostsSeen`). */
  total: z.number().nullable(),
  created_by: ZId.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Why the order was declined (`PUT /orders/{id}` to cancelled); absent otherwise. */
  status_reason: z.string().nullable().optional(),
});
export type Order = z.infer<typeof ZOrder>;

/** A problem of one cart line (or of the whole order: `cartIndex` null), in the caller's words. */
export const ZOrderLineProblem = z.object({
  cartIndex: z.int().nullable(),
  code: z.string(),
  message: z.string(),
});
export type OrderLineProblem = z.infer<typeof ZOrderLineProblem>;

/**
 * `GET /orders/order-with-validated-items/{id}`: the order as stored, plus what today's catalogue
 * says of each line (empty = every line can be ordered again as it is).
 */
export const ZOrderWithValidation = ZOrder.extend({ validation: z.array(ZOrderLineProblem) });
export type OrderWithValidation = z.infer<typeof ZOrderWithValidation>;

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : S;

/**
 * Every key of `object` optional, and absent when not sent: zod 4's `.partial()` still fills a
 * missing key that has a default, which would replace a stored value the caller never sent.
 */
function partialWithoutDefaults<Shape extends z.ZodRawShape>(object: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(object.shape).map(([key, schema]) => [
      key,
      z.optional(schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{
    [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>>;
  }>;
}

/** `checkout` of `PUT /orders/{id}`: the keys sent, each whole, checked as in `ZCheckout`. */
export const ZCheckoutPatch = partialWithoutDefaults(ZCheckout);
export type CheckoutPatch = z.infer<typeof ZCheckoutPatch>;

/** `PUT /orders/{id}`: status and checkout details of an existing order (not its items). */
export const ZUpdateOrderRequest = z.object({
  status: ZOrderStatus.optional(),
  reason: shortText(500).optional(),
  checkout: ZCheckoutPatch.optional(),
  /** Completing a pre-order (event) with a balance: send an invoice or charge the card. */
  completeWith: ZCompleteWith.optional(),
  /** Completing a cost-centre or purchase-order order with a balance: staff confirm payment. */
  confirmPayment: z.boolean().optional(),
});

/**
 * `GET /orders`: `status`, `type` and `payment` are JSON arrays; `from`/`to` bound the due date
 * (both days included, in the location's time zone); `cancelledSince` (an instant) keeps the
 * orders cancelled since then (the "Rejected" list); paging by `cursor`.
 */
export const ZOrdersQuery = z
  .object({
    status: zJsonArrayParam(ZOrderStatus),
    type: zJsonArrayParam(ZOrderType),
    payment: zJsonArrayParam(ZPaymentPreference),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    cancelledSince: z.string().datetime({ offset: true }).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    params: { rule: 'invalid' },
  });
export const ZOrdersPage = z.object({ items: z.array(ZOrder), next_cursor: z.string().nullable() });

/** `POST /orders/item`: price one cart line and fit it to the limits. */
export const ZOrderItemRequest = z.object({
  type: ZOrderType,
  item: ZCartItem,
  dueAt: z.string().datetime({ offset: true }).optional(),
});
export const ZOrderItemResponse = z.object({
  item: ZCartItem,
  /** Options cut down to the group limits: which and how many. */
  removed: z.array(z.object({ group_id: ZId, value_id: ZId, quantity: z.int() })),
});

/**
 * `POST /orders/set-costs` (lead and above): the draft priced with `overrides` merged into its
 * `checkout.pricing.overrides`. Here an absent key keeps the draft's own override, and null or
 * empty removes the charge or discount (as `"0"` does in the draft).
 */
export const ZSetCostsRequest = ZOrderDraft.extend({
  overrides: z.object({
    serviceCharge: ZChargeText.nullable().optional(),
    deliveryCharge: ZChargeText.nullable().optional(),
    discount: ZChargeText.nullable().optional(),
  }),
});

/** `POST /orders/validate`: every line checked; problems by cart index. */
export const ZValidateOrderResponse = z.object({
  valid: z.boolean(),
  items: z.array(ZCartItem),
  problems: z.array(
    z.object({ cartIndex: z.int().nullable(), code: z.string(), message: z.string() }),
  ),
  costs: ZOrderCosts,
});

/** `POST /orders/scheduling`: the due dates and times a menu can take for an order type. */
export const ZSchedulingRequest = z.object({
  menuId: ZId,
  type: ZOrderType,
  date: ZIsoDate.optional(),
});
export const ZSchedulingResponse = z.object({
  timeZone: z.string(),
  /** First and last dates that can be chosen (window, cut-off). */
  firstDate: ZAnsweredDate.nullable(),
  lastDate: ZAnsweredDate.nullable(),
  excludeWeekends: z.boolean(),
  minimumOrderAmount: z.number().nullable(),
  date: ZIsoDate.nullable(),
  slots: z.array(
    z.object({ time: ZTimeOfDay, available: z.boolean(), remaining: z.int().nullable() }),
  ),
});

/** `GET /orders/get-next-order-queue-time?menuId=`: the earliest ASAP due time. */
export const ZNextQueueTimeResponse = z.object({ dueAt: z.string(), prepTime: z.int().nullable() });

/** `POST /orders/get-discount-info`. */
export const ZDiscountInfoRequest = z.object({ code: shortText(100).min(1) });
export const ZDiscountInfo = z.object({
  code: z.string(),
  type: z.enum(['dollar', 'percentage']),
  value: z.number(),
});

/** `POST /auth/get-user-membership-promo`. */
export const ZMembershipPromoRequest = z.object({
  identifier: shortText(100).min(1),
  restaurantId: ZId.optional(),
  /** Menu the membership must open (members-only menus). */
  menuId: ZId.optional(),
});
export const ZMembership = z.object({
  id: ZId,
  identifier: z.string(),
  type: z.string(),
  name: z.string().nullable(),
  promos: z.array(ZMembershipPromo),
  expires_at: z.string().nullable(),
});
export type Membership = z.infer<typeof ZMembership>;
