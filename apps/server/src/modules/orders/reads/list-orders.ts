import {
  ORDERS_PAGE_SIZE,
  addCalendarDays,
  startOfZonedDay,
  validationIssue,
  type ZOrdersPage,
  type ZOrdersQuery,
} from '@app/domain';
import type { z } from 'zod';
import type { OrderContext } from '../../../context/order-context.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { ordersRepository as orders, toOrder, type OrderCursor } from '../orders.repository.ts';

export type OrdersQuery = z.infer<typeof ZOrdersQuery>;
export type OrdersPage = z.infer<typeof ZOrdersPage>;

/**
 * `GET /orders` (lead and above): the location's orders newest first by (created_at, id), one page
 * at a time. `status` keeps the listed statuses, `search` matches the customer's or student's
 * name, the reference, or the order number. `next_cursor` is opaque: send it back as `cursor`
 * for the next page (null on the last one); rows created meanwhile never shift a page.
 * `type` and `payment` keep those order types and payment preferences; `from`/`to` the orders
 * due on those days of the location's time zone; `cancelledSince` the orders cancelled since
 * that instant (the "Rejected" list).
 */
export function listOrders(ctx: OrderContext, query: OrdersQuery): Promise<OrdersPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ctx);
  return ctx.tenantTx(async (tx) => {
    const page = await orders.list(tx, {
      restaurantId: ctx.restaurantId,
      statuses: query.status,
      search: query.search || undefined,
      types: query.type,
      payments: query.payment,
      due: dueRange(query, ctx.location.timezone),
      cancelledSince: query.cancelledSince ? new Date(query.cancelledSince) : undefined,
      after,
      limit: query.limit ?? ORDERS_PAGE_SIZE,
    });
    return {
      items: page.rows.map(toOrder),
      next_cursor: page.next ? encodeCursor(page.next) : null,
    };
  });
}

/** `from`…`to` (days, both included) as instants: `to`'s next local midnight ends the range. */
function dueRange(query: OrdersQuery, timeZone: string): { from: Date; to: Date } | undefined {
  if (!query.from && !query.to) return undefined;
  return {
    from: query.from ? startOfZonedDay(query.from, timeZone) : new Date(0),
    to: query.to
      ? startOfZonedDay(addCalendarDays(query.to, 1), timeZone)
      : new Date('3000-01-01T00:00:00Z'),
  };
}

function encodeCursor(cursor: OrderCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

const CURSOR_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** 400 `validation_failed` on `cursor` for anything this server did not hand out. */
function decodeCursor(text: string, ctx: OrderContext): OrderCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (
        typeof at === 'string' &&
        CURSOR_INSTANT.test(at) &&
        !Number.isNaN(Date.parse(at)) &&
        Number.isSafeInteger(id) &&
        (id as number) > 0 &&
        (id as number) <= 2_147_483_647
      ) {
        return { at, id: id as number };
      }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw fieldsError({ cursor: validationIssue('invalid') }, ctx.locale);
}
