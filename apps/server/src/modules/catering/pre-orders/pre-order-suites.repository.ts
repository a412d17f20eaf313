import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** An event suite as the pre-order email and page read it: its event, owner and menus. */
export interface PreOrderSuiteRow {
  id: number;
  event_id: number;
  suite_name: string;
  status: string;
  finalized_at: Date | null;
  pre_order_email_sent_at: Date | null;
  pre_order_additional_notes: string | null;
  owner: {
    id: number;
    name: string;
    email: string | null;
    phone_number: string | null;
    locale: string;
  } | null;
  /** The suite's pre-order menus, in the catalogue's order. */
  menu_ids: number[];
  event: {
    title: string;
    start_date: Date;
    end_date: Date | null;
    status: string;
    order_lock_period_days: number | null;
    pre_order_email_days: number | null;
  };
}

/** A suite whose scheduled email may be due (the domain decides), with its location's zone. */
export interface ScheduledEmailSuiteRow {
  restaurant_id: number;
  id: number;
  location_name: string;
  time_zone: string;
  event: PreOrderSuiteRow['event'];
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

type RawSuite = Omit<PreOrderSuiteRow, 'finalized_at' | 'pre_order_email_sent_at' | 'event'> & {
  finalized_at: string | null;
  pre_order_email_sent_at: string | null;
  event: Omit<PreOrderSuiteRow['event'], 'start_date' | 'end_date'> & {
    start_date: string;
    end_date: string | null;
  };
};

function eventOf(raw: RawSuite['event']): PreOrderSuiteRow['event'] {
  return { ...raw, start_date: new Date(raw.start_date), end_date: instant(raw.end_date) };
}

const eventJson = sql`json_build_object('title', e.title, 'start_date', e.start_date,
  'end_date', e.end_date, 'status', e.status,
  'order_lock_period_days', e.order_lock_period_days,
  'pre_order_email_days', e.pre_order_email_days)`;

function selectSuite(where: SQL): SQL {
  return sql`select es.id, es.event_id, s.name as suite_name, es.status, es.finalized_at,
      es.pre_order_email_sent_at, es.pre_order_additional_notes,
      case when o.id is null then null else json_build_object('id', o.id, 'name', o.name,
        'email', o.email, 'phone_number', o.phone_number, 'locale', o.locale) end as owner,
      coalesce((select json_agg(m.id order by m."order", m.id)
        from event_suite_menus esm join menus m on m.id = esm.menu_id
        where esm.event_suite_id = es.id), '[]'::json) as menu_ids,
      ${eventJson} as event
    from event_suites es
      join events e on e.id = es.event_id
      join suites s on s.id = es.suite_id
      left join suite_owners o on o.id = es.suite_owner_id
    where ${where}`;
}

/**
 * The event suites of pre-orders: what the invitation and the owner's page read, the email's
 * one-per-hour mark, the suite's status and notes after an owner's pre-order, and the owner's
 * order. Tenant reads run under the location's row-level security.
 */
export const preOrderSuitesRepository = {
  async find(
    tx: Tx,
    restaurantId: number,
    id: number,
    eventId?: number,
  ): Promise<PreOrderSuiteRow | null> {
    const event = eventId === undefined ? sql`` : sql`and es.event_id = ${eventId}`;
    const [raw] = await rawRows<RawSuite>(
      tx,
      selectSuite(sql`es.restaurant_id = ${restaurantId} and es.id = ${id} ${event}`),
    );
    if (!raw) return null;
    return {
      ...raw,
      finalized_at: instant(raw.finalized_at),
      pre_order_email_sent_at: instant(raw.pre_order_email_sent_at),
      event: eventOf(raw.event),
    };
  },

  /**
   * Marks the suite's pre-order email sent now, with `status`, unless one went less than an hour
   * ago: one conditional update, so of two senders (two instances of the job, a click beside it)
   * exactly one wins and sends. Answers whether this caller won.
   */
  async markEmailSent(tx: Tx, id: number, status: string): Promise<boolean> {
    const rows = await rawRows<{ id: number }>(
      tx,
      sql`update event_suites set pre_order_email_sent_at = now(), status = ${status},
            updated_at = now()
          where id = ${id} and (pre_order_email_sent_at is null
            or pre_order_email_sent_at <= now() - interval '1 hour')
          returning id`,
    );
    return rows.length > 0;
  },

  /** The suite's status and pre-order notes after its owner's pre-order. */
  async setOwnerPreOrder(
    tx: Tx,
    id: number,
    values: { status: string; notes: string | null },
  ): Promise<void> {
    await tx.execute(
      sql`update event_suites set status = ${values.status},
            pre_order_additional_notes = ${values.notes}, updated_at = now()
          where id = ${id}`,
    );
  },

  /**
   * The owner's pre-order of the suite: its latest order taken through the link (an order of the
   * suite without a creator) that is not cancelled; null when there is none.
   */
  async ownerOrderId(tx: Tx, eventSuiteId: number): Promise<number | null> {
    const [row] = await rawRows<{ id: number }>(
      tx,
      sql`select id from orders where event_suite_id = ${eventSuiteId} and created_by is null
            and status <> 'cancelled'
          order by created_at desc, id desc limit 1`,
    );
    return row?.id ?? null;
  },

  /**
   * Serialises the pre-order writes of one suite (an owner's two tabs, a retried request): taken
   * first, after the idempotency key, and by nothing else, so it joins no cycle with the order
   * locks (order-locks.repository.ts).
   */
  async lockOwnerWrites(tx: Tx, eventSuiteId: number): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('suite_pre_order'), ${eventSuiteId}::int)`,
    );
  },

  /**
   * Suites of every location whose scheduled pre-order email may be due at `now`: email
   * scheduled, their event not past, starting within its email days (plus a day of margin for
   * time zones). The domain's `preOrderEmailDue` decides; run on the owner connection, which reads
   * across locations (the job belongs to none).
   */
  async scheduledEmailSuites(tx: Tx, now: Date): Promise<ScheduledEmailSuiteRow[]> {
    const at = now.toISOString();
    const rows = await rawRows<
      Omit<ScheduledEmailSuiteRow, 'event'> & { event: RawSuite['event'] }
    >(
      tx,
      sql`select es.restaurant_id, es.id, r.name as location_name, r.timezone as time_zone,
            ${eventJson} as event
          from event_suites es
            join events e on e.id = es.event_id
            join restaurants r on r.id = es.restaurant_id
          where es.status = 'email_scheduled' and e.status <> 'past_event'
            and e.pre_order_email_days is not null and e.start_date > ${at}::timestamptz
            and e.start_date <= ${at}::timestamptz
              + (e.pre_order_email_days + 1) * interval '1 day'
          order by e.start_date, es.id`,
    );
    return rows.map((row) => ({ ...row, event: eventOf(row.event) }));
  },
};
