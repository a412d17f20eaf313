import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { orderDueAt, orderDueBetween } from '../order-due.sql.ts';

/** A location's orders due in [from, to) of `statuses`: what the export selects there. */
export interface ExportSelection {
  restaurantId: number;
  timeZone: string;
  from: Date;
  to: Date;
  statuses: readonly string[];
}

/** One page of the export: orders of a location by id (from `ids`). */
export interface ExportPage {
  restaurantId: number;
  timeZone: string;
  ids: readonly number[];
}

export interface ExportOrderRow {
  id: number;
  order_number: number | null;
  reference: string | null;
  type: string;
  status: string;
  /** `YYYY-MM-DD HH:mm` in the location's zone. */
  due: string;
  customer_name: string | null;
  student_name: string | null;
  school: string | null;
  grade: string | null;
  classroom: string | null;
  teacher: string | null;
  items: unknown;
  pricing: unknown;
  subsidy_type: string | null;
  subtotal: string | null;
  taxes: string | null;
  total: string;
  refunded: string;
}

/**
 * A page's orders summed by what decides whether their amounts are private (a
 * pay-what-you-can amount chosen, the subsidy's type): `hasPrivateRowAmounts` reads each group.
 */
export interface ExportSummaryRow {
  chose_amount: boolean;
  subsidy_type: string | null;
  orders: number;
  subtotal: string;
  taxes: string;
  total: string;
  refunded: string;
}

/** A cost of the order (a JSON number) in cents-rounded dollars, as the sheet writes it. */
const cost = (key: string) =>
  sql`case when jsonb_typeof(o.data #> ${`{costs,${key}}`}::text[]) = 'number'
           then round((o.data #>> ${`{costs,${key}}`}::text[])::numeric, 2) end`;

/** The orders of `s`: the location's, due in its range, of its statuses. */
const selected = (s: ExportSelection) =>
  sql`o.restaurant_id = ${s.restaurantId}
      and ${orderDueBetween(s.from, s.to)}
      and o.status in (select jsonb_array_elements_text(${JSON.stringify(s.statuses)}::jsonb))`;

/** What order `o` was refunded: the sum of its succeeded refunds (null without any). */
const refunded = (restaurantId: number) =>
  sql`(select sum(t.amount) from order_transactions t
       where t.restaurant_id = ${restaurantId} and t.order_id = o.id
         and t.kind = 'refund' and t.status = 'succeeded')`;

/** The ids of a page as one array parameter. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The export's reads, one location at a time (row-level security on: the caller's tenant). */
export const ordersExportRepository = {
  /** How many orders the selection holds now (the Check row's count). */
  async count(tx: Tx, s: ExportSelection): Promise<number> {
    const [row] = await rawRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from orders o
          where ${selected(s)}`,
    );
    return row?.count ?? 0;
  },

  /**
   * The selection's order ids, ascending: read once, in one index scan of the due range, so each
   * page after is read by primary key (a page asked as "the next 1,000 by id in the range" scanned
   * the whole range again each time: 65 ms a page for a year of the bench's large location).
   */
  async ids(tx: Tx, s: ExportSelection): Promise<number[]> {
    const [row] = await rawRows<{ ids: number[] | null }>(
      tx,
      sql`select array_agg(o.id order by o.id) as ids from orders o
          where ${selected(s)}`,
    );
    return row?.ids ?? [];
  },

  /** The Check row's figures for one page: its orders' amounts as the database sums them. */
  summary(tx: Tx, page: ExportPage): Promise<ExportSummaryRow[]> {
    return rawRows<ExportSummaryRow>(
      tx,
      sql`select coalesce(jsonb_typeof(o.data #> '{checkout,pricing,payWhatYouCan}') = 'number',
                          false) as chose_amount,
                 o.data #>> '{costs,subsidyDiscount,type}' as subsidy_type,
                 count(*)::int as orders,
                 coalesce(sum(${cost('subtotal')}), 0)::text as subtotal,
                 coalesce(sum(${cost('taxes')}), 0)::text as taxes,
                 coalesce(sum(o.total), 0)::text as total,
                 coalesce(sum(${refunded(page.restaurantId)}), 0)::text as refunded
          from orders o
          where o.restaurant_id = ${page.restaurantId} and o.id = any(${idArray(page.ids)})
          group by 1, 2`,
    );
  },

  /** A page's orders by id, with their due time in the location's zone and succeeded refunds. */
  batch(tx: Tx, page: ExportPage): Promise<ExportOrderRow[]> {
    return rawRows<ExportOrderRow>(
      tx,
      sql`select o.id, o.order_number, o.reference, o.type, o.status,
               to_char(${orderDueAt} at time zone ${page.timeZone}::text, 'YYYY-MM-DD HH24:MI') as due,
               o.customer_name, o.student_name,
               o.data #>> '{checkout,school,school}' as school,
               o.data #>> '{checkout,school,grade}' as grade,
               o.data #>> '{checkout,school,classroom}' as classroom,
               o.data #>> '{checkout,school,teacher}' as teacher,
               coalesce(o.data -> 'items', '[]'::jsonb) as items,
               o.data #> '{checkout,pricing}' as pricing,
               o.data #>> '{costs,subsidyDiscount,type}' as subsidy_type,
               o.data #>> '{costs,subtotal}' as subtotal,
               o.data #>> '{costs,taxes}' as taxes,
               o.total::text as total,
               coalesce(${refunded(page.restaurantId)}, 0)::text as refunded
          from orders o
          where o.restaurant_id = ${page.restaurantId} and o.id = any(${idArray(page.ids)})
          order by o.id`,
    );
  },
};
