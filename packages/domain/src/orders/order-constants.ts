/** Order kinds (spec part 2 §3 "Order as displayed"). */
export const orderTypes = [
  'take_out',
  'dine_in',
  'retail',
  'delivery',
  'catering',
  'generic_catering',
  'school',
  'lane_reservation',
  'event',
] as const;
export type OrderType = (typeof orderTypes)[number];

/** Order statuses (spec part 2 §4); `cancelled` is shown as Rejected. New orders are pending. */
export const orderStatuses = [
  'pending',
  'in_progress',
  'completed',
  'cancelled',
  'refunded',
  'refund_requested',
  'partially_refunded',
  'partial_refund_requested',
  'full_refund',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Orders that will not be served: declined or cancelled (`cancelled`) or refunded in full
 * (`full_refund`). The kitchen's documents and the reports leave them out; a `refunded` order
 * was completed, then paid back: it was served, and stays.
 */
export const UNSERVED_ORDER_STATUSES = [
  'cancelled',
  'full_refund',
] as const satisfies readonly OrderStatus[];

export function isServedOrderStatus(status: string): boolean {
  return !(UNSERVED_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * The statuses of the order manager's Completed list: a completed order keeps its place while it
 * is refunded or a refund is asked for.
 */
export const completedListStatuses = [
  'completed',
  'refund_requested',
  'partially_refunded',
  'partial_refund_requested',
  'refunded',
  'full_refund',
] as const satisfies readonly OrderStatus[];

/** How a take-out (or generic catering) order leaves: picked up, delivered, or catering take-out. */
export const takeOutTypes = ['pickup', 'delivery', 'catering'] as const;
export type TakeOutType = (typeof takeOutTypes)[number];

/** How the order will be paid when it is completed (spec part 2 §4). */
export const paymentPreferences = [
  'invoice',
  'cost_center',
  'purchase_order',
  'credit_card',
] as const;
export type PaymentPreference = (typeof paymentPreferences)[number];

/** Delivery configurations of a location (spec part 2 §3 "Delivery settings"). */
export const deliveryTypes = ['address', 'stadium', 'school', 'custom'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

/** Contact text fields (full name, email, other) hold at most this many characters. */
export const CONTACT_TEXT_MAX_LENGTH = 40;
/** Phone numbers are exactly `999-999-9999` (12 characters). */
export const PHONE_NUMBER_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** Special instructions of an order or of one item (the counter shows what is left). */
export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 250;
/** Hour of the due time when only a date is given (spec part 2 §9). */
export const DEFAULT_PICKUP_HOUR = 12;
/** K-12 orders close at noon of the scheduled date (less the cut-off, if any). */
export const K12_CUTOFF_HOUR = 12;
/** Most of one item (or of one modifier option) in a cart line. */
export const MAX_LINE_QUANTITY = 999;
/** Most lines in one order, whatever the location allows. */
export const MAX_CART_LINES = 200;
/** Page size of `GET /orders`. */
export const ORDERS_PAGE_SIZE = 50;
