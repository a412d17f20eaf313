import type { Localization } from '../../../db/schema/columns.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** What a report reads: one location's orders due in [from, to) that pass the filters. */
export interface ReportSelection {
  restaurantId: number;
  timeZone: string;
  from: Date;
  to: Date;
  statuses: readonly string[];
  types: readonly string[] | undefined;
  categories: readonly string[] | undefined;
  school: string | undefined;
  grade: string | undefined;
  classroom: string | undefined;
  teacher: string | undefined;
}

export interface GroupedItemRow {
  day: string;
  station_id: number | null;
  station: string | null;
  station_localization: Localization | null;
  item_id: number;
  name: string;
  item_localization: Localization | null;
  price_option: string | null;
  category: string | null;
  quantity: number;
  amount: string;
  modifiers: {
    group_id: number;
    value_id: number;
    name: string;
    localization: Localization | null;
    quantity: number;
  }[];
}

export interface ReportTotalsRow {
  orders: number;
  revenue: string;
  refunds: string;
  items: number;
}

export interface TaxBracketRow {
  code: string;
  rate: string;
  taxable: string;
  tax: string;
}

export interface ReportOrderRow {
  id: number;
  order_number: number | null;
  reference: string | null;
  type: string;
  status: string;
  day: string;
  due_at: string;
  customer_name: string | null;
  student_name: string | null;
  school: string | null;
  grade: string | null;
  classroom: string | null;
  teacher: string | null;
  items: unknown;
  pricing: unknown;
  subsidy_type: string | null;
  total: string;
  refunded: string;
}

const json = (values: readonly string[]) => JSON.stringify(values);

/** `lower(text) = lower(value)` of a school detail, or true without a filter. */
function schoolField(field: string, value: string | undefined): SQL {
  if (value === undefined) return sql`true`;
  return sql`lower(o.data #>> ${`{checkout,school,${field}}`}::text[]) = lower(${value})`;
}

/**
 * The report's orders (`report_orders`) and their lines (`report_lines`) as common table
 * expressions. An order's day is when it is due — its pickup time, else when it was taken (as
 * soon as possible) — in the location's zone; the range reads the expression index of migration
 * 0018. With categories, only the lines of those categories count, and the orders holding one.
 */
function reportTables(s: ReportSelection): SQL {
  const due = sql`coalesce(o.pickup_time, o.created_at)`;
  const categories = s.categories
    ? sql`l.category in (select jsonb_array_elements_text(${json(s.categories)}::jsonb))`
    : sql`true`;
  return sql`
    with candidate_orders as (
      select o.id, o.data, o.total, ${due} as due_at,
             to_char(${due} at time zone ${s.timeZone}::text, 'YYYY-MM-DD') as day
      from orders o
      where o.restaurant_id = ${s.restaurantId}
        and ${due} >= ${s.from.toISOString()}::timestamptz
        and ${due} < ${s.to.toISOString()}::timestamptz
        and o.status in (select jsonb_array_elements_text(${json(s.statuses)}::jsonb))
        and ${s.types ? sql`o.type in (select jsonb_array_elements_text(${json(s.types)}::jsonb))` : sql`true`}
        and ${schoolField('school', s.school)}
        and ${schoolField('grade', s.grade)}
        and ${schoolField('classroom', s.classroom)}
        and ${schoolField('teacher', s.teacher)}
    ),
    candidate_lines as (
      select co.id as order_id, co.day, line.value as line, line.ordinality as line_no,
             (line.value ->> 'id')::int as item_id,
             coalesce((line.value ->> 'quantity')::int, 1) as quantity,
             line.value ->> 'price_option' as price_option,
             coalesce((line.value ->> 'orderPrice')::numeric, 0) as amount,
             coalesce(i.section_id, (line.value ->> 'section_id')::int) as section_id,
             i.accounting_category as category,
             coalesce(i.name, line.value ->> 'name', '') as name,
             i.localization as item_localization
      from candidate_orders co
      cross join lateral jsonb_array_elements(coalesce(co.data -> 'items', '[]'::jsonb))
        with ordinality as line(value, ordinality)
      left join items i on i.restaurant_id = ${s.restaurantId}
                       and i.id = (line.value ->> 'id')::int
    ),
    report_lines as (select * from candidate_lines l where ${categories}),
    report_orders as (
      select co.* from candidate_orders co
      where ${s.categories ? sql`exists (select 1 from report_lines l where l.order_id = co.id)` : sql`true`}
    )`;
}

/** The report's reads: each is one statement aggregating in PostgreSQL. */
export const ordersReportRepository = {
  /**
   * Production totals per day, station (section), item and price option, with each modifier
   * totalled as chosen × the line's quantity.
   */
  groupedItems(tx: Tx, s: ReportSelection): Promise<GroupedItemRow[]> {
    return rawRows<GroupedItemRow>(
      tx,
      sql`${reportTables(s)},
      grouped as (
        select day, section_id, item_id, price_option,
               min(name) as name, min(category) as category,
               (array_agg(item_localization))[1] as item_localization,
               sum(quantity)::int as quantity, sum(amount)::text as amount
        from report_lines
        group by day, section_id, item_id, price_option
      ),
      modifiers as (
        select l.day, l.section_id, l.item_id, l.price_option,
               (opt ->> 'group_id')::int as group_id, (opt ->> 'value_id')::int as value_id,
               min(coalesce(v.name, opt ->> 'name', '')) as name,
               (array_agg(v.localization))[1] as localization,
               sum(l.quantity * coalesce((opt ->> 'quantity')::int, 1))::int as quantity
        from report_lines l
        cross join lateral jsonb_array_elements(coalesce(l.line -> 'orderOptions', '[]'::jsonb)) opt
        left join option_values v on v.restaurant_id = ${s.restaurantId}
                                 and v.id = (opt ->> 'value_id')::int
        group by l.day, l.section_id, l.item_id, l.price_option, 5, 6
      ),
      modifier_lists as (
        select day, section_id, item_id, price_option,
               json_agg(json_build_object(
                 'group_id', group_id, 'value_id', value_id, 'name', name,
                 'localization', localization, 'quantity', quantity)
               order by group_id, value_id) as modifiers
        from modifiers
        group by day, section_id, item_id, price_option
      )
      select g.day, g.section_id as station_id, sec.name as station,
             sec.localization as station_localization, g.item_id, g.name, g.item_localization,
             g.price_option, g.category, g.quantity, g.amount,
             coalesce(ml.modifiers, '[]'::json) as modifiers
      from grouped g
      left join modifier_lists ml on ml.day = g.day and ml.item_id = g.item_id
                                 and ml.section_id is not distinct from g.section_id
                                 and ml.price_option is not distinct from g.price_option
      left join sections sec on sec.restaurant_id = ${s.restaurantId} and sec.id = g.section_id
      order by g.day, sec."order" nulls last, g.section_id nulls last, g.item_id, g.price_option`,
    );
  },

  /** Orders, items, revenue (the orders' totals) and the refunds given on those orders. */
  async totals(tx: Tx, s: ReportSelection): Promise<ReportTotalsRow> {
    const [row] = await rawRows<ReportTotalsRow>(
      tx,
      sql`${reportTables(s)}
      select (select count(*) from report_orders)::int as orders,
             (select coalesce(sum(total), 0) from report_orders)::text as revenue,
             (select coalesce(sum(quantity), 0) from report_lines)::int as items,
             (select coalesce(sum(t.amount), 0) from order_transactions t
               where t.restaurant_id = ${s.restaurantId}
                 and t.order_id in (select id from report_orders)
                 and t.kind = 'refund' and t.status = 'succeeded')::text as refunds`,
    );
    return row!;
  },

  /** What each tax bracket taxed and the tax, summed over the orders' stored costs. */
  taxBrackets(tx: Tx, s: ReportSelection): Promise<TaxBracketRow[]> {
    return rawRows<TaxBracketRow>(
      tx,
      sql`${reportTables(s)}
      select b ->> 'code' as code, (b ->> 'rate')::numeric::text as rate,
             sum((b ->> 'taxable')::numeric)::text as taxable,
             sum((b ->> 'amount')::numeric)::text as tax
      from report_orders ro
      cross join lateral jsonb_array_elements(
        coalesce(ro.data #> '{costs,taxBrackets}', '[]'::jsonb)) b
      group by 1, 2
      order by 1, 2`,
    );
  },

  /** The orders, by due time then id, with their refunds. */
  orders(tx: Tx, s: ReportSelection): Promise<ReportOrderRow[]> {
    return rawRows<ReportOrderRow>(
      tx,
      sql`${reportTables(s)}
      select o.id, o.order_number, o.reference, o.type, o.status, ro.day,
             to_char(ro.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due_at,
             o.customer_name, o.student_name,
             o.data #>> '{checkout,school,school}' as school,
             o.data #>> '{checkout,school,grade}' as grade,
             o.data #>> '{checkout,school,classroom}' as classroom,
             o.data #>> '{checkout,school,teacher}' as teacher,
             coalesce(o.data -> 'items', '[]'::jsonb) as items,
             o.data #> '{checkout,pricing}' as pricing,
             o.data #>> '{costs,subsidyDiscount,type}' as subsidy_type,
             o.total::text as total,
             coalesce((select sum(t.amount) from order_transactions t
                        where t.restaurant_id = ${s.restaurantId} and t.order_id = o.id
                          and t.kind = 'refund' and t.status = 'succeeded'), 0)::text as refunded
      from report_orders ro
      join orders o on o.restaurant_id = ${s.restaurantId} and o.id = ro.id
      order by ro.due_at, o.id`,
    );
  },
};
