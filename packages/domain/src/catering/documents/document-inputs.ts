import { preOrderLockStart } from '../event-pre-order-status.ts';
import { isPerGuestItem } from '../per-guest-items.ts';
import { toIsoDate } from '../../dates/date-format.ts';
import { textIn, type TextsByLanguage } from '../../catalogue/content-languages.ts';
import type { Locale } from '../../i18n/locale.ts';
import { isServedOrderStatus } from '../../orders/order-constants.ts';
import type { CartItem, OrderCosts } from '../../orders/order-schemas.ts';
import type { PreOrderType } from '../events.ts';
import type { EventSuiteStatus } from '../event-suites.ts';
import type { DocumentEvent, DocumentModifier } from './document-schemas.ts';

/**
 * What the server reads for the documents, as plain data: the event, its suites, their orders
 * as stored and the catalogue rows the orders' lines name (for names in the reader's language,
 * recipe numbers, per-guest pricing and service order). The builders read nothing else.
 */

export interface DocumentEventInput {
  id: number;
  title: string;
  start_date: Date | string;
  end_date: Date | string | null;
  event_type_name: string | null;
  pre_order_type: PreOrderType;
  order_lock_period_days: number | null;
  projected_attendance: number | null;
  manager_name: string | null;
  manager_phone: string | null;
  manager_email: string | null;
}

export interface DocumentSuiteInput {
  /** The event suite's id. */
  id: number;
  suite: { id: number; name: string };
  status: EventSuiteStatus;
  owner: {
    id: number;
    name: string;
    company_name: string | null;
    title: string | null;
    phone_number: string | null;
    email: string | null;
  } | null;
  guaranteed_guest_count: number | null;
  dietary_restrictions: string | null;
  special_requirements: string | null;
  pre_order_additional_notes: string | null;
  equipment: { id: number; name: string; quantity: number }[];
}

/** An order's money from its ledger, in cents (`orderMoneyCents`). */
export interface DocumentOrderMoney {
  paidCents: number;
  outstandingCents: number;
  pendingDepositsCents: number;
  refundedCents: number;
}

/** An order of the event as stored (cancelled ones are left out by the builders). */
export interface DocumentOrderInput {
  id: number;
  order_number: number | null;
  status: string;
  event_suite_id: number | null;
  /** When it is due (instant), null: as soon as possible. */
  pickup_time: Date | string | null;
  items: CartItem[];
  costs: OrderCosts;
  /** Pay what you can: the amounts that tell the family's choice are withheld. */
  private: boolean;
  /** The order's own notes (checkout pickup notes). */
  notes: string;
  /** Its ledger (the BEO's payments); absent where not read. */
  money?: DocumentOrderMoney;
}

interface Localized {
  name: string;
  localization: TextsByLanguage | null;
}

/** The catalogue rows the lines name; an item, section or option since deleted is absent. */
export interface DocumentCatalogue {
  items: ReadonlyMap<
    number,
    Localized & {
      menu_id: number;
      section_id: number | null;
      order: number;
      recipe_number: string | null;
      price_type: string | null;
    }
  >;
  sections: ReadonlyMap<number, Localized & { order: number }>;
  /** A menu's position among the location's menus. */
  menuOrder: ReadonlyMap<number, number>;
  optionValues: ReadonlyMap<number, Localized>;
}

/** Who the document is made for, and when. */
export interface DocumentContext {
  locale: Locale;
  timeZone: string;
  now: Date;
}

/** Orders the documents hold: the ones that will be served (`isServedOrderStatus`). */
export function isDocumentOrder(order: Pick<DocumentOrderInput, 'status'>): boolean {
  return isServedOrderStatus(order.status);
}

/** An instant as the documents hold it (ISO 8601 UTC). */
export function documentInstant(instant: Date | string): string {
  return new Date(instant).toISOString();
}

function isoOrNull(instant: Date | string | null): string | null {
  return instant === null ? null : documentInstant(instant);
}

/** The event's head of both documents. */
export function documentEvent(event: DocumentEventInput, ctx: DocumentContext): DocumentEvent {
  return {
    id: event.id,
    title: event.title,
    date: toIsoDate(event.start_date, ctx.timeZone),
    start: documentInstant(event.start_date),
    end: isoOrNull(event.end_date),
    time_zone: ctx.timeZone,
    event_type: event.event_type_name,
    pre_order_type: event.pre_order_type,
    projected_attendance: event.projected_attendance,
    manager: { name: event.manager_name, phone: event.manager_phone, email: event.manager_email },
  };
}

/** When owners can no longer change their pre-orders (the event's lock period). */
export function documentLockAt(event: DocumentEventInput, ctx: DocumentContext): string {
  return preOrderLockStart(
    event.start_date,
    event.order_lock_period_days,
    ctx.timeZone,
  ).toISOString();
}

/** The line's item in the reader's language; the name it was ordered under once deleted. */
export function lineName(line: CartItem, catalogue: DocumentCatalogue, locale: Locale): string {
  const item = catalogue.items.get(line.id);
  return item ? textIn(item.name, item.localization, 'name', locale) : line.name;
}

/** A section's name in the reader's language (null: outside any section, or deleted). */
export function sectionName(
  sectionId: number | null,
  catalogue: DocumentCatalogue,
  locale: Locale,
): string | null {
  const section = sectionId === null ? undefined : catalogue.sections.get(sectionId);
  return section ? textIn(section.name, section.localization, 'name', locale) : null;
}

/** The section a line is served in: its item's current section, else the one it was ordered in. */
export function lineSectionId(line: CartItem, catalogue: DocumentCatalogue): number | null {
  const item = catalogue.items.get(line.id);
  return item ? item.section_id : line.section_id;
}

/** Whether the line's item is sold per guest. */
export function isPerGuest(line: CartItem, catalogue: DocumentCatalogue): boolean {
  const item = catalogue.items.get(line.id);
  return item !== undefined && isPerGuestItem(item);
}

/** The line's modifiers in the reader's language, `times` each (a line's quantity), by id. */
export function lineModifiers(
  line: CartItem,
  catalogue: DocumentCatalogue,
  locale: Locale,
  times = 1,
): DocumentModifier[] {
  return line.orderOptions
    .map((option) => {
      const value = catalogue.optionValues.get(option.value_id);
      return {
        group_id: option.group_id,
        value_id: option.value_id,
        name: value ? textIn(value.name, value.localization, 'name', locale) : (option.name ?? ''),
        quantity: option.quantity * times,
      };
    })
    .sort((a, b) => a.group_id - b.group_id || a.value_id - b.value_id);
}

const LAST = Number.MAX_SAFE_INTEGER;

/**
 * Where a line comes in service order: its menu's place, its section's, then its item's (the
 * menus as arranged, spec part 1); an item or section since deleted comes after the others.
 */
export function servicePosition(line: CartItem, catalogue: DocumentCatalogue): number[] {
  const item = catalogue.items.get(line.id);
  if (!item) return [LAST, LAST, LAST, line.id];
  const section = item.section_id === null ? undefined : catalogue.sections.get(item.section_id);
  return [
    catalogue.menuOrder.get(item.menu_id) ?? LAST,
    item.section_id === null ? -1 : (section?.order ?? LAST),
    item.order,
    line.id,
  ];
}

/** Compares two positions of `servicePosition`. */
export function compareServicePositions(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Modifiers as one text, by group and option: `Extra cheese ×2, No onions ×1`. */
export function modifiersText(modifiers: readonly DocumentModifier[]): string {
  return modifiers.map((modifier) => `${modifier.name} ×${modifier.quantity}`).join(', ');
}
