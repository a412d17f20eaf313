import {
  hasPrivateAmounts,
  type BeoInput,
  type DocumentOrderInput,
  type DocumentSuiteInput,
  type ProductionSheetInput,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { readOrderLedger } from '../../orders/money/order-ledger.ts';
import { storedData, type OrderRow } from '../../orders/orders.repository.ts';
import { eventRecordOf } from '../events/event-answers.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { eventSuiteOf } from '../event-suites/event-suite-answers.ts';
import { eventSuiteOrdersRepository } from '../event-suites/event-suite-orders.repository.ts';
import {
  eventSuitesRepository,
  type EventSuiteRow,
} from '../event-suites/event-suites.repository.ts';
import { eventDocumentsRepository as documents } from './event-documents.repository.ts';

/**
 * What the documents are made of, read in the caller's transaction: the event as stored, its
 * suites (as the event suites call reads them, with their owners' phones), their orders as
 * stored — the BEO's with their money ledgers — and the catalogue rows the lines name.
 */

async function eventInput(tx: Tx, restaurantId: number, eventId: number) {
  const row = await eventsRepository.find(tx, restaurantId, eventId);
  if (!row) return null;
  const record = eventRecordOf(row);
  return {
    ...record,
    start_date: row.start_date,
    end_date: row.end_date,
    event_type_name: record.event_type?.name ?? null,
  };
}

async function suiteInputs(
  tx: Tx,
  restaurantId: number,
  rows: EventSuiteRow[],
): Promise<DocumentSuiteInput[]> {
  const ownerIds = rows.flatMap((row) => (row.suite_owner ? [row.suite_owner.id] : []));
  const contacts = await documents.ownerContacts(tx, restaurantId, ownerIds);
  return rows.map((row) => {
    const suite = eventSuiteOf(row);
    const owner = suite.suite_owner;
    const contact = owner ? contacts.get(owner.id) : undefined;
    return {
      ...suite,
      owner: owner && {
        ...owner,
        title: contact?.title ?? null,
        phone_number: contact?.phone ?? null,
      },
    };
  });
}

async function orderInput(tx: Tx, row: OrderRow, withMoney: boolean): Promise<DocumentOrderInput> {
  const { items, costs, checkout } = storedData(row);
  return {
    id: row.id,
    order_number: row.order_number,
    status: row.status,
    event_suite_id: row.event_suite_id,
    pickup_time: row.pickup_time,
    items,
    costs,
    private: hasPrivateAmounts(costs, checkout.pricing),
    notes: checkout.pickup.notes,
    ...(withMoney ? { money: (await readOrderLedger(tx, row)).cents } : {}),
  };
}

/** The catalogue rows every line of `orders` names. */
function catalogueOf(tx: Tx, orders: readonly DocumentOrderInput[]) {
  const lines = orders.flatMap((order) => order.items);
  const itemIds = new Set(lines.map((line) => line.id));
  const valueIds = new Set(lines.flatMap((line) => line.orderOptions.map((o) => o.value_id)));
  return documents.catalogue(tx, [...itemIds], [...valueIds]);
}

/** One event suite's BEO input; null when the location has no such event suite. */
export async function readBeoInput(
  tx: Tx,
  restaurantId: number,
  eventId: number,
  eventSuiteId: number,
): Promise<BeoInput | null> {
  const event = await eventInput(tx, restaurantId, eventId);
  const row = await eventSuitesRepository.find(tx, restaurantId, eventId, eventSuiteId);
  if (!event || !row) return null;
  const [suite] = await suiteInputs(tx, restaurantId, [row]);
  const orderRows = await eventSuiteOrdersRepository.list(tx, restaurantId, eventSuiteId);
  const orders = [];
  // The ledgers of orders not cancelled only: a cancelled order is not on the BEO.
  for (const order of orderRows)
    orders.push(await orderInput(tx, order, order.status !== 'cancelled'));
  return { event, suite: suite!, orders, catalogue: await catalogueOf(tx, orders) };
}

/** The event's production sheet input; null when the location has no such event. */
export async function readProductionSheetInput(
  tx: Tx,
  restaurantId: number,
  eventId: number,
): Promise<ProductionSheetInput | null> {
  const event = await eventInput(tx, restaurantId, eventId);
  if (!event) return null;
  const suites = await suiteInputs(
    tx,
    restaurantId,
    await eventSuitesRepository.list(tx, restaurantId, eventId),
  );
  const rows = await documents.eventOrders(tx, restaurantId, eventId);
  const orders = await Promise.all(rows.map((row) => orderInput(tx, row, false)));
  return { event, suites, orders, catalogue: await catalogueOf(tx, orders) };
}
