import { naturalCompare } from '../../text/sorting.ts';
import type { CartItem } from '../../orders/order-schemas.ts';
import {
  compareServicePositions,
  documentEvent,
  isDocumentOrder,
  isPerGuest,
  lineModifiers,
  lineName,
  lineSectionId,
  sectionName,
  servicePosition,
  type DocumentCatalogue,
  type DocumentContext,
  type DocumentEventInput,
  type DocumentOrderInput,
  type DocumentSuiteInput,
} from './document-inputs.ts';
import type {
  DocumentModifier,
  ProductionItem,
  ProductionSheet,
  ProductionStation,
  ProductionSuiteShare,
} from './document-schemas.ts';

/** What an event's production sheet is made of. */
export interface ProductionSheetInput {
  event: DocumentEventInput;
  /** The event's suites, in the order the sheet lists them (by suite name). */
  suites: DocumentSuiteInput[];
  /** Every order of the event, any status (cancelled ones are left out). */
  orders: DocumentOrderInput[];
  catalogue: DocumentCatalogue;
}

/** What makes two order lines one production item: the same item at the same price option. */
export function productionItemKey(line: Pick<CartItem, 'id' | 'price_option'>): string {
  return JSON.stringify([line.id, line.price_option]);
}

interface ItemEntry {
  item: ProductionItem;
  modifiers: Map<string, DocumentModifier>;
  shares: Map<number | null, ProductionSuiteShare>;
  position: number[];
}

interface StationEntry {
  name: string | null;
  items: Map<string, ItemEntry>;
  position: number[];
}

function shareOf(
  entry: ItemEntry,
  order: DocumentOrderInput,
  suites: ReadonlyMap<number, DocumentSuiteInput>,
): ProductionSuiteShare {
  const suiteId =
    order.event_suite_id !== null && suites.has(order.event_suite_id) ? order.event_suite_id : null;
  let share = entry.shares.get(suiteId);
  if (!share) {
    const suite = suiteId === null ? undefined : suites.get(suiteId);
    share = {
      event_suite_id: suiteId,
      suite: suite?.suite.name ?? null,
      quantity: 0,
      guaranteed_guest_count: entry.item.per_guest ? (suite?.guaranteed_guest_count ?? null) : null,
      special_instructions: [],
    };
    entry.shares.set(suiteId, share);
  }
  return share;
}

function addLine(
  stations: Map<string, StationEntry>,
  line: CartItem,
  order: DocumentOrderInput,
  input: ProductionSheetInput,
  ctx: DocumentContext,
  suites: ReadonlyMap<number, DocumentSuiteInput>,
) {
  const { catalogue } = input;
  const name = sectionName(lineSectionId(line, catalogue), catalogue, ctx.locale);
  const position = servicePosition(line, catalogue);
  const station: StationEntry = stations.get(name ?? '') ?? { name, items: new Map(), position };
  if (compareServicePositions(position, station.position) < 0) station.position = position;
  stations.set(name ?? '', station);
  const key = productionItemKey(line);
  const entry: ItemEntry = station.items.get(key) ?? {
    item: {
      key,
      item_id: line.id,
      name: lineName(line, catalogue, ctx.locale),
      price_option: line.price_option,
      recipe_number: catalogue.items.get(line.id)?.recipe_number ?? null,
      per_guest: isPerGuest(line, catalogue),
      quantity: 0,
      modifiers: [],
      suites: [],
    },
    modifiers: new Map(),
    shares: new Map(),
    position,
  };
  station.items.set(key, entry);
  entry.item.quantity += line.quantity;
  for (const modifier of lineModifiers(line, catalogue, ctx.locale, line.quantity)) {
    const id = `${modifier.group_id}:${modifier.value_id}`;
    const total = entry.modifiers.get(id) ?? { ...modifier, quantity: 0 };
    total.quantity += modifier.quantity;
    entry.modifiers.set(id, total);
  }
  const share = shareOf(entry, order, suites);
  share.quantity += line.quantity;
  const text = line.special_instructions.trim();
  if (text) {
    const known = share.special_instructions.find((instruction) => instruction.text === text);
    if (known) known.quantity += line.quantity;
    else share.special_instructions.push({ text, quantity: line.quantity });
  }
}

const bySuiteName = (a: ProductionSuiteShare, b: ProductionSuiteShare) =>
  a.suite === null ? 1 : b.suite === null ? -1 : naturalCompare(a.suite, b.suite);

function stationsOf(entries: Map<string, StationEntry>): ProductionStation[] {
  return [...entries.values()]
    .sort((a, b) => compareServicePositions(a.position, b.position))
    .map((station) => ({
      name: station.name,
      items: [...station.items.values()]
        .sort(
          (a, b) =>
            compareServicePositions(a.position, b.position) || a.item.key.localeCompare(b.item.key),
        )
        .map((entry) => ({
          ...entry.item,
          modifiers: [...entry.modifiers.values()],
          suites: [...entry.shares.values()].sort(bySuiteName),
        })),
    }));
}

/**
 * The event's production sheet for the chef: every item of every suite's orders still served
 * (and of event orders of no suite), totalled per station — the item's section name in the
 * reader's language, items of sections so named in several menus together — with its recipe
 * number, quantity, modifiers totalled and the suites it goes to; above the detail, the guests
 * and every suite's dietary restrictions, special requirements and pre-order notes.
 */
export function buildProductionSheet(
  input: ProductionSheetInput,
  ctx: DocumentContext,
): ProductionSheet {
  const suites = new Map(input.suites.map((suite) => [suite.id, suite]));
  const orders = input.orders.filter(isDocumentOrder);
  const stations = new Map<string, StationEntry>();
  for (const order of orders) {
    for (const line of order.items) addLine(stations, line, order, input, ctx, suites);
  }
  return {
    kind: 'production_sheet',
    locale: ctx.locale,
    generated_at: ctx.now.toISOString(),
    event: documentEvent(input.event, ctx),
    guests: {
      projected_attendance: input.event.projected_attendance,
      guaranteed_total: input.suites.reduce(
        (sum, suite) => sum + (suite.guaranteed_guest_count ?? 0),
        0,
      ),
    },
    // The owner's dietary needs from the pre-order page are kept as the pre-order notes: the
    // chef reads them here too, not only the captain on the BEO.
    dietary: input.suites
      .filter(
        (suite) =>
          suite.dietary_restrictions ||
          suite.special_requirements ||
          suite.pre_order_additional_notes,
      )
      .map((suite) => ({
        event_suite_id: suite.id,
        suite: suite.suite.name,
        dietary_restrictions: suite.dietary_restrictions,
        special_requirements: suite.special_requirements,
        pre_order_additional_notes: suite.pre_order_additional_notes,
      })),
    stations: stationsOf(stations),
    suites: input.suites.map((suite) => ({
      event_suite_id: suite.id,
      name: suite.suite.name,
      guaranteed_guest_count: suite.guaranteed_guest_count,
      orders: orders.filter((order) => order.event_suite_id === suite.id).length,
    })),
  };
}
