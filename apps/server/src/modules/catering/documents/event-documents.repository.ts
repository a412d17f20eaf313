import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentCatalogue, EventDocumentKind } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import {
  eventDocumentPrints,
  eventSuites,
  events,
  items,
  menus,
  optionValues,
  orders,
  sections,
  suiteOwners,
} from '../../../db/schema/index.ts';
import type { OrderRow } from '../../orders/orders.repository.ts';

/** A printed version of a document, as `event_document_prints` keeps it. */
export type DocumentPrintRow = typeof eventDocumentPrints.$inferSelect;

/** Which document: the event's production sheet (`eventSuiteId` null) or one suite's BEO. */
export interface DocumentRef {
  eventId: number;
  kind: EventDocumentKind;
  eventSuiteId: number | null;
}

function refConditions(restaurantId: number, ref: DocumentRef): SQL {
  return and(
    eq(eventDocumentPrints.restaurant_id, restaurantId),
    eq(eventDocumentPrints.event_id, ref.eventId),
    eq(eventDocumentPrints.kind, ref.kind),
    ref.eventSuiteId === null
      ? isNull(eventDocumentPrints.event_suite_id)
      : eq(eventDocumentPrints.event_suite_id, ref.eventSuiteId),
  )!;
}

/**
 * What the BEO and the production sheet read beyond the events and event suites repositories
 * (the owners' phones, the event's orders, the catalogue rows their lines name), and their
 * printed versions; under the location's row-level security.
 */
export const eventDocumentsRepository = {
  /** Title and phone of the suite owners `ids`, by id. */
  async ownerContacts(tx: Tx, restaurantId: number, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { title: string | null; phone: string | null }>();
    const rows = await tx
      .select({ id: suiteOwners.id, title: suiteOwners.title, phone: suiteOwners.phone_number })
      .from(suiteOwners)
      .where(and(eq(suiteOwners.restaurant_id, restaurantId), inArray(suiteOwners.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Every order of the event or of one of its suites, oldest first. */
  eventOrders(tx: Tx, restaurantId: number, eventId: number): Promise<OrderRow[]> {
    const ofSuites = tx
      .select({ id: eventSuites.id })
      .from(eventSuites)
      .where(eq(eventSuites.event_id, eventId));
    return tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.restaurant_id, restaurantId),
          or(eq(orders.event_id, eventId), inArray(orders.event_suite_id, ofSuites)),
        ),
      )
      .orderBy(asc(orders.created_at), asc(orders.id));
  },

  /**
   * The items `itemIds` with their sections and menus' places, and the option values
   * `valueIds`: what the documents name, order and total lines by. Deleted ones are absent.
   */
  async catalogue(
    tx: Tx,
    itemIds: readonly number[],
    valueIds: readonly number[],
  ): Promise<DocumentCatalogue> {
    const itemRows =
      itemIds.length === 0
        ? []
        : await tx
            .select({
              id: items.id,
              name: items.name,
              localization: items.localization,
              menu_id: items.menu_id,
              section_id: items.section_id,
              order: items.order,
              recipe_number: items.recipe_number,
              price_type: items.price_type,
              section_name: sections.name,
              section_localization: sections.localization,
              section_order: sections.order,
              menu_order: menus.order,
            })
            .from(items)
            .innerJoin(menus, eq(menus.id, items.menu_id))
            .leftJoin(sections, eq(sections.id, items.section_id))
            .where(inArray(items.id, [...itemIds]));
    const valueRows =
      valueIds.length === 0
        ? []
        : await tx
            .select({
              id: optionValues.id,
              name: optionValues.name,
              localization: optionValues.localization,
            })
            .from(optionValues)
            .where(inArray(optionValues.id, [...valueIds]));
    const catalogue = {
      items: new Map(itemRows.map((row) => [row.id, row])),
      sections: new Map(
        itemRows.flatMap((row) =>
          row.section_id === null || row.section_name === null
            ? []
            : [
                [
                  row.section_id,
                  {
                    name: row.section_name,
                    localization: row.section_localization,
                    order: row.section_order ?? 0,
                  },
                ] as const,
              ],
        ),
      ),
      menuOrder: new Map(itemRows.map((row) => [row.menu_id, row.menu_order])),
      optionValues: new Map(valueRows.map((row) => [row.id, row])),
    };
    return catalogue;
  },

  /**
   * Locks the event's row for a print (`for no key update`: orders naming the event still
   * insert), so two prints of its documents take their version numbers one after the other.
   * False when the location has no such event.
   */
  async lockEventForPrint(tx: Tx, restaurantId: number, eventId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.restaurant_id, restaurantId), eq(events.id, eventId)))
      .for('no key update');
    return row !== undefined;
  },

  /** The last version of the document printed, or null. */
  async lastPrint(
    tx: Tx,
    restaurantId: number,
    ref: DocumentRef,
  ): Promise<DocumentPrintRow | null> {
    const [row] = await tx
      .select()
      .from(eventDocumentPrints)
      .where(refConditions(restaurantId, ref))
      .orderBy(desc(eventDocumentPrints.version))
      .limit(1);
    return row ?? null;
  },

  /**
   * The BEO printed last among the event's suites (or of `eventSuiteId`): the latest print,
   * then the highest id.
   */
  async latestBeo(
    tx: Tx,
    restaurantId: number,
    eventId: number,
    eventSuiteId: number | undefined,
  ): Promise<DocumentPrintRow | null> {
    const [row] = await tx
      .select()
      .from(eventDocumentPrints)
      .where(
        and(
          eq(eventDocumentPrints.restaurant_id, restaurantId),
          eq(eventDocumentPrints.event_id, eventId),
          eq(eventDocumentPrints.kind, 'beo'),
          eventSuiteId === undefined
            ? undefined
            : eq(eventDocumentPrints.event_suite_id, eventSuiteId),
        ),
      )
      .orderBy(desc(eventDocumentPrints.printed_at), desc(eventDocumentPrints.id))
      .limit(1);
    return row ?? null;
  },

  /** Keeps `content` as the document's next version (after `lockEventForPrint`). */
  async insertPrint(
    tx: Tx,
    restaurantId: number,
    ref: DocumentRef,
    content: unknown,
    printedBy: number,
  ): Promise<DocumentPrintRow> {
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${eventDocumentPrints.version}), 0)::int` })
      .from(eventDocumentPrints)
      .where(refConditions(restaurantId, ref));
    const [row] = await tx
      .insert(eventDocumentPrints)
      .values({
        restaurant_id: restaurantId,
        event_id: ref.eventId,
        event_suite_id: ref.eventSuiteId,
        kind: ref.kind,
        version: (last?.version ?? 0) + 1,
        content,
        printed_by: printedBy,
      })
      .returning();
    return row!;
  },
};
