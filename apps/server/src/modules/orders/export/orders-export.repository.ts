import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { orderDueAt, orderDueBetween } from '../order-due.sql.ts';

/** One batch's selection: a location's orders due in [from, to) of `statuses`, after `afterId`. */
export interface ExportBatchSelection {
  restaurantId: number;
  timeZone: string;
  from: Date;
  to: Date;
  statuses: readonly string[];
  afterId: number;
  limit: number;
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
 * The selection's orders summed by what decides whether their amounts are private (a
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

/** The export's reads, one location at a time (row-level security on: the caller's tenant). */
export const ordersExportRepository = {
  /** How many orders the selection holds in all (for the run's progress). */
  async count(tx: Tx, s: Omit<ExportBatchSelection, 'afterId' | 'limit'>): Promise<number> {
    const [row] = await rawRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from orders o
          where o.restaurant_id = ${s.restaurantId}
            and ${orderDueBetween(s.from, s.to)}
            and o.status in (select jsonb_array_elements_text(${JSON.stringify(s.statuses)}::jsonb))`,
    );
    return row?.count ?? 0;
  },

  /** The Check row's figures: the selection's orders and amounts as the database sums them. */
  summary(tx: Tx, s: Omit<ExportBatchSelection, 'afterId' | 'limit'>): Promise<ExportSummaryRow[]> {
    return rawRows<ExportSummaryRow>(
      tx,
      sql`select coalesce(jsonb_typeof(o.data #> '{checkout,pricing,payWhatYouCan}') = 'number',
                          false) as chose_amount,
                 o.data #>> '{costs,subsidyDiscount,type}' as subsidy_type,
                 count(*)::int as orders,
                 coalesce(sum(${cost('subtotal')}), 0)::text as subtotal,
                 coalesce(sum(${cost('taxes')}), 0)::text as taxes,
                 coalesce(sum(o.total), 0)::text as total,
                 coalesce(sum(r.amount), 0)::text as refunded
          from orders o
          left join (select t.order_id, sum(t.amount) as amount from order_transactions t
                      where t.restaurant_id = ${s.restaurantId}
                        and t.kind = 'refund' and t.status = 'succeeded'
                      group by t.order_id) r on r.order_id = o.id
          where o.restaurant_id = ${s.restaurantId}
            and ${orderDueBetween(s.from, s.to)}
            and o.status in (select jsonb_array_elements_text(${JSON.stringify(s.statuses)}::jsonb))
          group by 1, 2`,
    );
  },

  /**
   * The next `limit` orders by id after `afterId` (keyset pagination: each batch is an index
   * range, however far the export has gone), due in the range as the report counts them — the
   * pickup time, else when the order was taken — with their succeeded refunds.
   */
  batch(tx: Tx, s: ExportBatchSelection): Promise<ExportOrderRow[]> {
    const due = orderDueAt;
    return rawRows<ExportOrderRow>(
      tx,
      sql`select o.id, o.order_number, o.reference, o.type, o.status,
               to_char(${due} at time zone ${s.timeZone}::text, 'YYYY-MM-DD HH24:MI') as due,
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
               coalesce((select sum(t.amount) from order_transactions t
                          where t.restaurant_id = ${s.restaurantId} and t.order_id = o.id
                            and t.kind = 'refund' and t.status = 'succeeded'), 0)::text as refunded
          from orders o
          where o.restaurant_id = ${s.restaurantId}
            and ${orderDueBetween(s.from, s.to)}
            and o.status in (select jsonb_array_elements_text(${JSON.stringify(s.statuses)}::jsonb))
            and o.id > ${s.afterId}
          order by o.id
          limit ${s.limit}`,
    );
  },
};
