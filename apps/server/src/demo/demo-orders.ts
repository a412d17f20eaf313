import { bistroOrders } from './demo-orders-bistro.ts';
import { schoolOrders } from './demo-orders-school.ts';
import { venueOrders } from './demo-orders-venue.ts';
import type { DemoOrder } from './demo-order-types.ts';

export type { DemoLine, DemoOrder } from './demo-order-types.ts';

/**
 * Orders in each state the order manager shows, at every location, of the order types each
 * location takes: take-out (pickup, delivery), dine-in, school and event orders, with modifiers,
 * sizes, discount codes, a member discount, tips, the venue's service charge, the school's
 * tax-exempt meals and the Ontario rebate on a small staff-room coffee.
 */
export const demoOrders: DemoOrder[] = [...bistroOrders, ...schoolOrders, ...venueOrders];
