import {
  addCalendarDays,
  reportStatuses,
  toIsoDate,
  type OrdersReport,
  zonedDaysSpan,
} from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';

/** The last 30 full days of the location's calendar: a month of the 200,000-order history. */
export function lastMonth(timeZone: string): { startDate: string; endDate: string } {
  const today = toIsoDate(new Date(), timeZone);
  return { startDate: addCalendarDays(today, -30), endDate: addCalendarDays(today, -1) };
}

/**
 * The floor of `GET /orders/report`: one hand-written statement answering its numbers as JSON —
 * the production totals per day, station, item, price option and modifier, the orders (every
 * field of the list, their lines as stored), the totals with the tax brackets and the refunds — over the same
 * orders (due in the days of the location's zone, served statuses, no filter).
 */
export function ordersReportSql(
  restaurantId: number,
  timeZone: string,
  range: { startDate: string; endDate: string },
): SQL {
  const span = zonedDaysSpan(range.startDate, range.endDate, timeZone);
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  const statuses = JSON.stringify(reportStatuses(undefined));
  return sql`
    with o as (
      select id, order_number, reference, type, status, customer_name, student_name, data, total,
             coalesce(pickup_time, created_at) as due_at,
             to_char(coalesce(pickup_time, created_at) at time zone ${timeZone}::text,
                     'YYYY-MM-DD') as day
      from orders
      where restaurant_id = ${restaurantId}
        and coalesce(pickup_time, created_at) >= ${from}::timestamptz
        and coalesce(pickup_time, created_at) < ${to}::timestamptz
        and status in (select jsonb_array_elements_text(${statuses}::jsonb))
    ),
    l as (
      select o.day, line, (line ->> 'id')::int as item_id, line ->> 'price_option' as po,
             coalesce((line ->> 'quantity')::int, 1) as q,
             coalesce((line ->> 'orderPrice')::numeric, 0) as amount,
             coalesce(i.section_id, (line ->> 'section_id')::int) as section_id
      from o
      cross join lateral jsonb_array_elements(coalesce(o.data -> 'items', '[]'::jsonb)) line
      left join items i on i.restaurant_id = ${restaurantId} and i.id = (line ->> 'id')::int
    ),
    g as (
      select day, section_id, item_id, po, sum(q)::int as q, sum(amount) as amount
      from l group by 1, 2, 3, 4
    ),
    m as (
      select day, section_id, item_id, po, (opt ->> 'group_id')::int as gid,
             (opt ->> 'value_id')::int as vid,
             sum(q * coalesce((opt ->> 'quantity')::int, 1))::int as q
      from l cross join lateral jsonb_array_elements(coalesce(line -> 'orderOptions', '[]'::jsonb)) opt
      group by 1, 2, 3, 4, 5, 6
    ),
    ml as (
      select day, section_id, item_id, po,
             json_agg(json_build_object('group_id', gid, 'value_id', vid, 'quantity', q)
                      order by gid, vid) as modifiers
      from m group by 1, 2, 3, 4
    )
    select json_build_object(
      'groupedItems', coalesce((
        select json_agg(json_build_object(
                 'date', g.day, 'station_id', g.section_id, 'station', sec.name,
                 'item_id', g.item_id, 'price_option', g.po, 'quantity', g.q, 'amount', g.amount,
                 'modifiers', coalesce(ml.modifiers, '[]'::json))
               order by g.day, sec."order" nulls last, g.section_id nulls last, g.item_id, g.po)
        from g
        left join ml on ml.day = g.day and ml.item_id = g.item_id
                    and ml.section_id is not distinct from g.section_id
                    and ml.po is not distinct from g.po
        left join sections sec on sec.restaurant_id = ${restaurantId} and sec.id = g.section_id
      ), '[]'::json),
      'orders', coalesce((
        select json_agg(json_build_object('id', id, 'order_number', order_number,
                          'reference', reference, 'type', type, 'status', status, 'date', day,
                          'due_at', to_char(due_at at time zone 'UTC',
                                            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                          'customer_name', customer_name, 'student_name', student_name,
                          'school', data #>> '{checkout,school,school}',
                          'grade', data #>> '{checkout,school,grade}',
                          'classroom', data #>> '{checkout,school,classroom}',
                          'teacher', data #>> '{checkout,school,teacher}',
                          'items', data -> 'items', 'total', total,
                          'refunded', coalesce((select sum(t.amount) from order_transactions t
                                                 where t.restaurant_id = ${restaurantId}
                                                   and t.order_id = o.id and t.kind = 'refund'
                                                   and t.status = 'succeeded'), 0))
                        order by due_at, id)
        from o
      ), '[]'::json),
      'totals', json_build_object(
        'orders', (select count(*) from o),
        'items', (select coalesce(sum(q), 0) from l),
        'revenue', (select coalesce(sum(total), 0) from o),
        'taxBrackets', coalesce((
          select json_agg(json_build_object('code', code, 'rate', rate, 'taxable', taxable,
                                            'tax', tax) order by code, rate)
          from (
            select b ->> 'code' as code, (b ->> 'rate')::numeric as rate,
                   sum((b ->> 'taxable')::numeric) as taxable, sum((b ->> 'amount')::numeric) as tax
            from o cross join lateral jsonb_array_elements(
              coalesce(o.data #> '{costs,taxBrackets}', '[]'::jsonb)) b
            group by 1, 2
          ) brackets
        ), '[]'::json),
        'refunds', (select coalesce(sum(t.amount), 0) from order_transactions t
                     where t.restaurant_id = ${restaurantId} and t.order_id in (select id from o)
                       and t.kind = 'refund' and t.status = 'succeeded'))
    )::text as body`;
}

/**
 * What the API and its floor both answer, for the check before measuring: every number and id;
 * the names the API puts in the reader's language and the lines it reshapes are left out
 * (station names are compared as the floor reads them: the demo's sections have no French name).
 */
export function reportNumbers(json: unknown) {
  const report = json as OrdersReport;
  return {
    groupedItems: report.groupedItems.map((row) => ({
      date: row.date,
      station_id: row.station_id,
      station: row.station,
      item_id: row.item_id,
      price_option: row.price_option,
      quantity: row.quantity,
      amount: row.amount,
      modifiers: row.modifiers.map(({ group_id, value_id, quantity }) => ({
        group_id,
        value_id,
        quantity,
      })),
    })),
    orders: report.orders.map((order) => ({
      id: order.id,
      order_number: order.order_number,
      reference: order.reference,
      type: order.type,
      status: order.status,
      date: order.date,
      due_at: order.due_at,
      customer_name: order.customer_name,
      student_name: order.student_name,
      school: order.school,
      grade: order.grade,
      classroom: order.classroom,
      teacher: order.teacher,
      lines: order.items.length,
      total: order.total,
      refunded: order.refunded,
    })),
    totals: {
      orders: report.totals.orders,
      items: report.totals.items,
      revenue: report.totals.revenue,
      taxBrackets: report.totals.taxBrackets,
      refunds: report.totals.refunds,
    },
  };
}
