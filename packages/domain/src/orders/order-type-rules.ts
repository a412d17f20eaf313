import type { AccessLevel } from '../catalogue/catalogue-constants.ts';
import {
  deliveryAddressProblem,
  orderTypeNeeds,
  type DeliveryAddressProblemCode,
} from './checkout-rules.ts';
import type { DeliveryAddress } from './order-schemas.ts';
import {
  orderTypes,
  takeOutTypes,
  type DeliveryType,
  type OrderType,
  type TakeOutType,
} from './order-constants.ts';

/**
 * Which order types a location takes and which menus serve each (spec part 2 §1, §2 "Order
 * creation screens"). The screens offer only these; the server refuses the rest
 * (`order_type_not_offered`).
 */

/** What a menu says about the orders it serves (a ZMenu fits). */
export interface MenuOrderFlags {
  dine_in: boolean;
  on_demand: boolean;
  scheduled: boolean;
  event_package: boolean;
  access_level: AccessLevel;
}

/**
 * What the location's delivery settings say (ZOrderingConfig's `delivery` fits): `enabled` is
 * the location's `delivery` flag and its delivery settings both on.
 */
export interface DeliveryOfferSettings {
  enabled: boolean;
  type: DeliveryType | null;
  /** Where address deliveries leave from, and how far they go (address delivery only). */
  origin: { latitude: number; longitude: number } | null;
  radius_km: number | null;
}

/** What the location says about the order types it takes (ZOrderingConfig fits). */
export interface LocationOrderFlags {
  flags: { catering: boolean; k12: boolean; delivery: boolean; suites_enabled: boolean };
  delivery: DeliveryOfferSettings;
}

/**
 * Whether the location delivers orders (spec part 2 §5: "Delivery configuration must be enabled
 * and set to address or custom"): delivery on, and either address delivery with its origin and
 * radius (the address rules measure from them) or custom delivery. Stadium and school delivery
 * types take no order: the server refuses them (`delivery_config_invalid`), so the screens never
 * offer them.
 */
export function deliveryOffered(delivery: DeliveryOfferSettings): boolean {
  if (!delivery.enabled) return false;
  if (delivery.type === 'custom') return true;
  return delivery.type === 'address' && delivery.origin !== null && delivery.radius_km !== null;
}

/** Why an address delivery is refused: the delivery settings, then the address's own rules. */
export type AddressDeliveryRefusal = 'delivery_config_invalid' | DeliveryAddressProblemCode;

/**
 * The rules an order submit applies to a delivery to an address, in its order: the location
 * delivers to addresses (`deliveryOffered`, type `address`), then `deliveryAddressProblem`
 * measured from its origin and radius. The settings' delivery tester asks the same question.
 */
export function addressDeliveryRefusal(
  offer: DeliveryOfferSettings,
  address: DeliveryAddress | null,
): AddressDeliveryRefusal | null {
  if (!deliveryOffered(offer) || offer.type !== 'address' || !offer.origin) {
    return 'delivery_config_invalid';
  }
  return deliveryAddressProblem(address, offer.origin, offer.radius_km ?? 0);
}

function locationDelivers(location: LocationOrderFlags): boolean {
  return location.flags.delivery && deliveryOffered(location.delivery);
}

/**
 * The order types a location takes, in the spec's order: take-out, dine-in, retail and lane
 * reservations everywhere; delivery where delivery is on and set up; catering and generic
 * catering where catering is on; school orders at K-12 locations; event orders where suites are.
 */
export function orderTypesOffered(location: LocationOrderFlags): OrderType[] {
  const offered: Record<OrderType, boolean> = {
    take_out: true,
    dine_in: true,
    retail: true,
    delivery: locationDelivers(location),
    catering: location.flags.catering,
    generic_catering: location.flags.catering,
    school: location.flags.k12,
    lane_reservation: true,
    event: location.flags.suites_enabled,
  };
  return orderTypes.filter((type) => offered[type]);
}

/** Take-out types of a location: delivery only where delivery is on and set up. */
export function takeOutTypesOffered(location: LocationOrderFlags): TakeOutType[] {
  return takeOutTypes.filter((type) => type !== 'delivery' || locationDelivers(location));
}

/**
 * Whether a menu serves an order type: dine-in menus serve dine-in; take-out menus (on demand or
 * scheduled) serve take-out, delivery and retail; scheduled menus serve catering, generic
 * catering and school orders; event packages serve event orders; lane reservations take any
 * menu that serves orders on site or to take out.
 */
export function menuOffersOrderType(menu: MenuOrderFlags, type: OrderType): boolean {
  const takeOut = menu.on_demand || menu.scheduled;
  switch (type) {
    case 'dine_in':
      return menu.dine_in;
    case 'take_out':
    case 'delivery':
      return takeOut;
    case 'retail':
    case 'lane_reservation':
      return takeOut || menu.dine_in;
    case 'catering':
    case 'generic_catering':
    case 'school':
      return menu.scheduled;
    case 'event':
      return menu.event_package;
  }
}

/** Menus staff order from at the counter: unrestricted and staff-only ones, not guest-only. */
export function menuOpenToStaff(menu: Pick<MenuOrderFlags, 'access_level'>): boolean {
  return menu.access_level !== 'guest_only';
}

/**
 * Whether guests see the menu (the public web menu, spec part 1 §2 "Go to menu"): every menu but
 * the staff-only ones.
 */
export function menuOpenToGuests(menu: Pick<MenuOrderFlags, 'access_level'>): boolean {
  return menu.access_level !== 'staff_only';
}

/** What a menu says about when its orders are due (a ZMenu fits). */
export type MenuTimingFlags = Pick<MenuOrderFlags, 'on_demand' | 'scheduled'>;

/**
 * Order types that always have a due date: the K-12 noon cut-off of school meals and the notice
 * of catering are counted from it.
 */
const ALWAYS_DATED: ReadonlySet<OrderType> = new Set<OrderType>(['school', 'catering']);

/**
 * Whether an order of `type` from this menu may be due "as soon as possible": take-out,
 * delivery and generic catering orders from a menu that takes orders on demand. School and
 * catering orders always have a due date; dine-in, retail, event and lane-reservation orders
 * are due now or at their own booking (`orderTypeNeeds(type).schedule` is false), so neither
 * applies to them.
 */
export function asapAllowed(type: OrderType, menu: MenuTimingFlags): boolean {
  return orderTypeNeeds(type).schedule && !ALWAYS_DATED.has(type) && menu.on_demand;
}

/**
 * Whether an order of `type` from this menu may be given a due date and time: every type with a
 * pickup block (`orderTypeNeeds(type).schedule`), from a menu that takes scheduled orders.
 */
export function scheduleAllowed(type: OrderType, menu: MenuTimingFlags): boolean {
  return orderTypeNeeds(type).schedule && menu.scheduled;
}

/**
 * Whether an order of `type` from this menu cannot be taken without a due date: a type with a
 * pickup block that may not be due as soon as possible (school and catering orders always; the
 * others when the menu does not take orders on demand). Its items are offered and priced at that
 * date, so the screens ask for it first.
 */
export function needsDueDate(type: OrderType, menu: MenuTimingFlags): boolean {
  return orderTypeNeeds(type).schedule && !asapAllowed(type, menu);
}
