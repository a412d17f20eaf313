import { gunzipSync } from 'node:zlib';
import {
  parseLocale,
  preOrderLocked,
  type PublishedMenu,
  type SuitePreOrder,
  type SuitePreOrderPage,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { ordersRepository as orders, storedData } from '../../orders/orders.repository.ts';
import { currentPublishedMenus } from '../../published-menus/published-menus-snapshot.ts';
import { suiteLocksAt, type OpenPreOrderSuite, type PreOrderLink } from './pre-order-access.ts';
import { preOrderSuitesRepository as preOrderSuites } from './pre-order-suites.repository.ts';

/**
 * The suite's pre-order menus as guests order from them: the location's published-menus
 * snapshot (the one ordering reads, rebuilt after a catalogue change) — published sections and
 * shown items, each menu with its modifier groups — narrowed to the suite's menus that are event
 * packages (the only menus an event order takes), in the suite's order.
 */
export async function suitePreOrderMenus(
  tx: Tx,
  restaurantId: number,
  menuIds: readonly number[],
): Promise<PublishedMenu[]> {
  if (menuIds.length === 0) return [];
  const snapshot = await currentPublishedMenus(tx, restaurantId);
  const menus = JSON.parse(gunzipSync(snapshot.gzip).toString('utf8')) as PublishedMenu[];
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  return menuIds.flatMap((id) => {
    const menu = byId.get(id);
    return menu?.event_package ? [menu] : [];
  });
}

/** The owner's current pre-order (their link's latest order not cancelled), or null. */
export async function ownerPreOrder(tx: Tx, eventSuiteId: number): Promise<SuitePreOrder | null> {
  const id = await preOrderSuites.ownerOrderId(tx, eventSuiteId);
  const row = id === null ? null : await orders.find(tx, id);
  if (!row) return null;
  const { config, items, checkout, costs } = storedData(row);
  const card = checkout.creditCard;
  return {
    order_id: row.id,
    order_number: row.order_number,
    status: row.status as SuitePreOrder['status'],
    menu_id: config.menuId,
    items,
    notes: checkout.pickup.notes || null,
    phone_number: checkout.contact.phone_number || null,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    costs,
  };
}

/** `GET /api/pre-orders/{token}`'s answer for an open suite. */
export async function preOrderPageOf(
  tx: Tx,
  link: PreOrderLink,
  suite: OpenPreOrderSuite,
  now: Date,
): Promise<SuitePreOrderPage> {
  const { event, owner } = suite;
  const timeZone = link.location.timezone;
  return {
    event: {
      title: event.title,
      start_date: event.start_date.toISOString(),
      end_date: event.end_date?.toISOString() ?? null,
      location_name: link.location.name,
      time_zone: timeZone,
    },
    suite: { id: suite.id, name: suite.suite_name, status: suite.status },
    owner: {
      name: owner.name,
      locale: parseLocale(owner.locale),
      phone_number: owner.phone_number,
    },
    locks_at: suiteLocksAt(suite, link).toISOString(),
    locked: preOrderLocked(event, now, timeZone),
    menus: await suitePreOrderMenus(tx, link.location.id, suite.menu_ids),
    pre_order: await ownerPreOrder(tx, suite.id),
  };
}
