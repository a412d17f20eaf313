import { fromCents, toCents } from '../../money/cents.ts';
import { naturalCompare } from '../../text/sorting.ts';
import type { CartItem } from '../../orders/order-schemas.ts';
import { beoPayments, beoPricing } from './beo-pricing.ts';
import {
  compareServicePositions,
  documentEvent,
  documentInstant,
  documentLockAt,
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
import {
  beoSignatures,
  beoTimelineKinds,
  type Beo,
  type BeoLine,
  type BeoSection,
  type BeoTimelineEntry,
} from './document-schemas.ts';

/** What one suite's BEO is made of. */
export interface BeoInput {
  event: DocumentEventInput;
  suite: DocumentSuiteInput;
  /** The suite's orders on the event, any status (cancelled ones are left out). */
  orders: DocumentOrderInput[];
  catalogue: DocumentCatalogue;
}

/** The modifiers of a line as part of its key: group, option and quantity of each. */
function modifiersKey(line: CartItem): string {
  return line.orderOptions
    .map((option) => `${option.group_id}:${option.value_id}x${option.quantity}`)
    .sort()
    .join(',');
}

/**
 * What makes two order lines one BEO line: the same item and price option, the same modifiers,
 * the same instructions, served at the same time. JSON, so no text can be mistaken for a
 * separator.
 */
export function beoLineKey(line: CartItem, serveAt: string | null): string {
  return JSON.stringify([
    line.id,
    line.price_option,
    modifiersKey(line),
    line.special_instructions.trim(),
    serveAt,
  ]);
}

interface Entry {
  line: BeoLine;
  cents: number;
  sectionId: number | null;
  position: number[];
}

function mergedLines(orders: readonly DocumentOrderInput[], input: BeoInput, ctx: DocumentContext) {
  const entries = new Map<string, Entry>();
  for (const order of orders) {
    const serveAt = order.pickup_time === null ? null : documentInstant(order.pickup_time);
    for (const line of order.items) {
      const key = beoLineKey(line, serveAt);
      const entry = entries.get(key) ?? {
        line: {
          key,
          item_id: line.id,
          name: lineName(line, input.catalogue, ctx.locale),
          price_option: line.price_option,
          quantity: 0,
          per_guest: isPerGuest(line, input.catalogue),
          modifiers: lineModifiers(line, input.catalogue, ctx.locale),
          special_instructions: line.special_instructions.trim() || null,
          serve_at: serveAt,
          amount: 0,
        },
        cents: 0,
        sectionId: lineSectionId(line, input.catalogue),
        position: servicePosition(line, input.catalogue),
      };
      entry.line.quantity += line.quantity;
      entry.cents += toCents(line.orderPrice);
      entries.set(key, entry);
    }
  }
  return [...entries.values()].sort(
    (a, b) =>
      compareServicePositions(a.position, b.position) ||
      (a.line.serve_at ?? '').localeCompare(b.line.serve_at ?? '') ||
      naturalCompare(a.line.key, b.line.key),
  );
}

/** The lines in service order, grouped by section as they come. */
function beoSections(orders: readonly DocumentOrderInput[], input: BeoInput, ctx: DocumentContext) {
  const sections: BeoSection[] = [];
  for (const entry of mergedLines(orders, input, ctx)) {
    let section = sections.at(-1);
    if (!section || section.section_id !== entry.sectionId) {
      section = {
        section_id: entry.sectionId,
        name: sectionName(entry.sectionId, input.catalogue, ctx.locale),
        lines: [],
      };
      sections.push(section);
    }
    section.lines.push({ ...entry.line, amount: fromCents(entry.cents) });
  }
  return sections;
}

/**
 * The suite's day in time order: the pre-order lock, the event's start, each time an order is
 * due (its service), the end.
 */
function beoTimeline(
  orders: readonly DocumentOrderInput[],
  input: BeoInput,
  ctx: DocumentContext,
): BeoTimelineEntry[] {
  const event = documentEvent(input.event, ctx);
  const services = new Set(
    orders.flatMap((order) =>
      order.pickup_time === null ? [] : [documentInstant(order.pickup_time)],
    ),
  );
  const entries: BeoTimelineEntry[] = [
    { kind: 'pre_order_lock', at: documentLockAt(input.event, ctx) },
    { kind: 'event_start', at: event.start },
    ...[...services].map((at) => ({ kind: 'service' as const, at })),
    ...(event.end ? [{ kind: 'event_end' as const, at: event.end }] : []),
  ];
  const rank = (entry: BeoTimelineEntry) => beoTimelineKinds.indexOf(entry.kind);
  return entries.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}

/**
 * One suite's BEO (banquet event order) for the banquet captain: the event and its contacts,
 * the suite's owner, the timeline, guests, every item of the suite's orders still served
 * (`isDocumentOrder`) in service order (the menus' order, then their sections', then their
 * items') with quantities, modifiers and instructions, the notes, the equipment, pricing and
 * payments, and who signs.
 */
export function buildBeo(input: BeoInput, ctx: DocumentContext): Beo {
  const orders = input.orders.filter(isDocumentOrder);
  const { suite } = input;
  const notes = [...new Set(orders.map((order) => order.notes.trim()).filter(Boolean))];
  return {
    kind: 'beo',
    locale: ctx.locale,
    generated_at: ctx.now.toISOString(),
    event: documentEvent(input.event, ctx),
    suite: {
      event_suite_id: suite.id,
      suite_id: suite.suite.id,
      name: suite.suite.name,
      status: suite.status,
    },
    owner: suite.owner && {
      id: suite.owner.id,
      name: suite.owner.name,
      company: suite.owner.company_name,
      title: suite.owner.title,
      phone: suite.owner.phone_number,
      email: suite.owner.email,
    },
    timeline: beoTimeline(orders, input, ctx),
    guests: {
      projected_attendance: input.event.projected_attendance,
      guaranteed_guest_count: suite.guaranteed_guest_count,
    },
    sections: beoSections(orders, input, ctx),
    notes: {
      dietary_restrictions: suite.dietary_restrictions,
      special_requirements: suite.special_requirements,
      pre_order_additional_notes: suite.pre_order_additional_notes,
      order_notes: notes,
    },
    equipment: suite.equipment.map(({ id, name, quantity }) => ({ id, name, quantity })),
    pricing: beoPricing(orders),
    payments: beoPayments(orders),
    orders: orders.map((order) => ({
      id: order.id,
      order_number: order.order_number,
      status: order.status,
    })),
    signatures: [...beoSignatures],
  };
}
