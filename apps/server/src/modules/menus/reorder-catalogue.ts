import { isOrderableType, type OrderableType, type ReorderRequest, type Screen } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { assertRouteAccess } from '../../plugins/access-guard.ts';
import { recordCatalogueChange, type CatalogueEntity } from './catalogue-change.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import {
  lockCatalogueOrder,
  orderedIds,
  setOrders,
  siblingsOf,
  type OrderedTable,
} from './catalogue-order.ts';
import { rawRows } from './raw-rows.ts';

interface OrderableList {
  table: OrderedTable;
  /** Columns naming the list a row belongs to (besides the location). */
  parents: string[];
  /** The screen whose rules decide who may reorder it. */
  screen: Screen;
  entity: CatalogueEntity;
}

const orderableLists: Record<OrderableType, OrderableList> = {
  menu: { table: 'menus', parents: [], screen: 'menus', entity: 'menu' },
  section: { table: 'sections', parents: ['menu_id'], screen: 'menus', entity: 'section' },
  item: { table: 'items', parents: ['menu_id', 'section_id'], screen: 'menus', entity: 'item' },
  option_group: {
    table: 'option_groups',
    parents: [],
    screen: 'modifiers',
    entity: 'option_group',
  },
  option_value: {
    table: 'option_values',
    parents: ['option_group_id'],
    screen: 'modifiers',
    entity: 'option_value',
  },
  menu_group: { table: 'menu_groups', parents: [], screen: 'menu_groups', entity: 'menu_group' },
};

export interface ReorderResult {
  type: OrderableType;
  /** Every id of the list in its new order: the ids sent, then the others in their old order. */
  ids: number[];
}

/**
 * `POST /menus/reorder`: the ids sent, all of one type, of this location and of one list (the
 * same menu for sections, the same menu and section for items, the same group for option
 * values), take the orders 0, 1, 2…; siblings not sent follow in their current order, so orders
 * stay unique. Who may do it follows the type's screen (menus; modifiers for option groups and
 * values; menu groups, manager and above, for menu groups). An unknown id answers 404 and
 * changes nothing; any other type answers "Moving invalid type of object.".
 */
export async function reorderCatalogue(
  request: FastifyRequest,
  body: ReorderRequest,
): Promise<ReorderResult> {
  if (!isOrderableType(body.type)) throw new AppError('invalid_move_type');
  const type = body.type;
  const list = orderableLists[type];
  assertRouteAccess(request, { screen: list.screen });
  if (new Set(body.ids).size !== body.ids.length) throw new AppError('reorder_repeated_id');
  const ctx = catalogueContext(request);
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    const table = sql.identifier(list.table);
    const parentColumns = list.parents.length
      ? sql`, ${sql.join(
          list.parents.map((column) => sql.identifier(column)),
          sql`, `,
        )}`
      : sql``;
    const rows = await rawRows<Record<string, number | null>>(
      tx,
      sql`select id ${parentColumns} from ${table}
          where restaurant_id = ${ctx.restaurantId}
            and id in (select value::int from json_array_elements_text(${JSON.stringify(body.ids)}::json))
          order by id for update`,
    );
    if (rows.length !== body.ids.length) throw new AppError('not_found');
    const parent = Object.fromEntries(
      list.parents.map((column) => [column, rows[0]![column] ?? null]),
    );
    const sameList = rows.every((row) =>
      list.parents.every((column) => (row[column] ?? null) === parent[column]),
    );
    if (!sameList) throw new AppError('reorder_mixed_parents');
    const before = await orderedIds(tx, list.table, siblingsOf(ctx.restaurantId, parent));
    const sent = new Set(body.ids);
    const ids = [...body.ids, ...before.filter((id) => !sent.has(id))];
    await setOrders(tx, list.table, ids);
    await recordCatalogueChange(tx, ctx, {
      entity: list.entity,
      entityId: null,
      action: 'reorder',
      before: { ...parent, ids: before },
      after: { ...parent, ids },
    });
    return { type, ids };
  });
}
