import type { Localization } from '../../../db/schema/columns.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { orderDueAt, orderDueBetween } from '../order-due.sql.ts';

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
 * soon as possible) — in the location's zone; the range reads the `(restaurant_id, pickup_time)`
 * index (`orderDueBetween`). With categories, only the lines of those categories count, and the
 * orders holding one.
 */
function reportTables(s: ReportSelection): SQL {
  const due = orderDueAt;
  const categories = s.categories
    ? sql`l.category in (select jsonb_array_elements_text(${json(s.categories)}::jsonb))`
    : sql`true`;
  return sql`
    with candidate_orders as (
      select o.id, o.data, o.total, ${due} as due_at,
             to_char(${due} at time zone ${s.timeZone}::text, 'YYYY-MM-DD') as day
      from orders o
      where o.restaurant_id = ${s.restaurantId}
        and ${orderDueBetween(s.from, s.to)}
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

/** Everything a report reads, from one statement (`ordersReportRepository.read`). */
export interface ReportRows {
  grouped_items: GroupedItemRow[];
  totals: ReportTotalsRow;
  tax_brackets: TaxBracketRow[];
  orders: ReportOrderRow[];
}

/**
 * Production totals per day, station (section), item and price option, with each modifier
 * totalled as chosen × the line's quantity: the rows of `grouped_rows`, with `position` their order.
 */
function groupedRows(s: ReportSelection): SQL {
  return sql`
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
    ),
    grouped_rows as (
      select g.day, g.section_id as station_id, sec.name as station,
             sec.localization as station_localization, g.item_id, g.name, g.item_localization,
             g.price_option, g.category, g.quantity, g.amount,
             coalesce(ml.modifiers, '[]'::json) as modifiers,
             row_number() over (order by g.day, sec."order" nulls last, g.section_id nulls last,
                                         g.item_id, g.price_option) as position
      from grouped g
      left join modifier_lists ml on ml.day = g.day and ml.item_id = g.item_id
                                 and ml.section_id is not distinct from g.section_id
                                 and ml.price_option is not distinct from g.price_option
      left join sections sec on sec.restaurant_id = ${s.restaurantId} and sec.id = g.section_id
    )`;
}

/** The orders, by due time then id, with their refunds: the rows of `order_rows`. */
function orderRows(s: ReportSelection): SQL {
  return sql`
    order_rows as (
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
             coalesce(refunded.amount, 0)::text as refunded,
             ro.due_at as due_order
      from report_orders ro
      join orders o on o.restaurant_id = ${s.restaurantId} and o.id = ro.id
      left join refunds refunded on refunded.order_id = o.id
    )`;
}

/** The report's read: one statement aggregating in PostgreSQL, each part a JSON column. */
export const ordersReportRepository = {
  async read(tx: Tx, s: ReportSelection): Promise<ReportRows> {
    const [row] = await rawRows<ReportRows>(
      tx,
      sql`${reportTables(s)},
      refunds as (
        select t.order_id, sum(t.amount) as amount
        from order_transactions t
        where t.restaurant_id = ${s.restaurantId}
          and t.order_id in (select id from report_orders)
          and t.kind = 'refund' and t.status = 'succeeded'
        group by t.order_id
      ),
      ${groupedRows(s)},
      ${orderRows(s)}
      select
        coalesce((select json_agg(to_json(g) order by g.position) from grouped_rows g),
                 '[]'::json) as grouped_items,
        json_build_object(
          'orders', (select count(*) from report_orders)::int,
          'revenue', (select coalesce(sum(total), 0) from report_orders)::text,
          'items', (select coalesce(sum(quantity), 0) from report_lines)::int,
          'refunds', (select coalesce(sum(amount), 0) from refunds)::text
        ) as totals,
        coalesce((
          select json_agg(json_build_object('code', code, 'rate', rate, 'taxable', taxable,
                                            'tax', tax) order by code, rate::numeric)
          from (
            select b ->> 'code' as code, (b ->> 'rate')::numeric::text as rate,
                   sum((b ->> 'taxable')::numeric)::text as taxable,
                   sum((b ->> 'amount')::numeric)::text as tax
            from report_orders ro
            cross join lateral jsonb_array_elements(
              coalesce(ro.data #> '{costs,taxBrackets}', '[]'::jsonb)) b
            group by 1, 2
          ) brackets
        ), '[]'::json) as tax_brackets,
        coalesce((select json_agg(to_json(o) order by o.due_order, o.id) from order_rows o),
                 '[]'::json) as orders`,
    );
    return row!;
  },
};
