import { simpleParser } from 'mailparser';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ZFinalizeReport, ZOrder, type FinalizeReport, type Order } from '@app/domain';
import {
  changeHistory,
  eventSuites,
  gatewayPayments,
  orderTransactions,
  orders,
} from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { callApi, guestContact, submitOrder, takeOutDraft } from '../../helpers/order-writes.ts';
import { pdfText } from '../../helpers/pdf-text.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import type { SmtpSink } from '../../mail/smtp-sink.ts';
import { eventSuitesBed } from '../event-suites/event-suites-api.ts';

/** The test gateway's cards (docs/api.md "Payments"): one that pays, one refused at payment. */
export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000341';

/**
 * A venue's event (ten days ahead, so no card hold: the card on file is charged at completion)
 * with its suites assigned to owners, event orders placed on them through the API, and the calls
 * and stored rows the event-day tests read.
 */
export async function eventDayBed(t: TestApp) {
  const venue = await eventSuitesBed(t);
  const { bed, here } = venue;
  let guests = 0;

  async function headers(role = 'manager') {
    return bed.headers(role);
  }

  async function cardToken(number: string) {
    const res = await callApi(t, await headers(), 'POST', '/api/payments/card-tokens', {
      body: { number, exp_month: 1, exp_year: 2099, cvc: '321' },
    });
    if (res.statusCode !== 201) throw new Error(`card refused: ${res.body}`);
    return res.json<{ token: string; brand: string; last4: string }>();
  }

  return {
    venue,
    eventId: here.event.id,
    headers,

    /** Puts the suites (by index) on the event with the first owner and the package menu. */
    async assign(...indexes: number[]) {
      const assigned = await venue.bulk(
        indexes.map((index) => ({
          suite_id: here.suites[index]!.id,
          suite_owner_id: here.owners[0]!.id,
          menu_ids: [here.menus[0]!.id],
        })),
      );
      return indexes.map((index) =>
        assigned.find((row) => row.suite.id === here.suites[index]!.id)!,
      );
    },

    /** An event order of nacho trays (40.00 + 13 % HST each) with its own guest email. */
    async order(
      eventSuiteId: number,
      options: {
        card?: string;
        quantity?: number;
        lines?: { id: number; quantity: number }[];
      } = {},
    ): Promise<Order & { email: string }> {
      guests += 1;
      const email = `owner${guests}@example.test`;
      const menuId = here.menus[0]!.id;
      const lines = options.lines ?? [{ id: here.nachos, quantity: options.quantity ?? 1 }];
      const card = options.card ? await cardToken(options.card) : null;
      const draft = takeOutDraft(
        menuId,
        lines.map((line) => ({ ...line, menu_id: menuId })),
        {
          type: 'event',
          config: { menuManagerEvent: here.event.id, menuManagerEventBEO: eventSuiteId },
          checkout: {
            contact: { ...guestContact, email },
            ...(card ? { paymentPreference: 'credit_card' as const, creditCard: card } : {}),
          },
        },
      );
      return { ...(await submitOrder(t, await headers(), draft)), email };
    },

    /** Accepts the order (pending → in progress) through the order manager's call. */
    async accept(orderId: number): Promise<Order> {
      const res = await callApi(t, await headers(), 'PUT', `/api/orders/${orderId}`, {
        body: { status: 'in_progress' },
      });
      if (res.statusCode !== 200) throw new Error(`accept refused: ${res.body}`);
      return ZOrder.parse(res.json());
    },

    /** Makes the order due an hour ago (completing is refused before its day). */
    async dueNow(orderId: number) {
      await withTenant(t.database.db, bed.locationId, (tx) =>
        tx
          .update(orders)
          .set({ pickup_time: sql`now() - interval '1 hour'` })
          .where(eq(orders.id, orderId)),
      );
    },

    /** `GET …/finalize-orders` of the event, or of one suite. */
    finalize(
      options: {
        suiteId?: number;
        key?: string;
        role?: string;
        headers?: Record<string, string>;
        locale?: 'en-CA' | 'fr-CA';
        eventId?: number;
      } = {},
    ) {
      const eventId = options.eventId ?? here.event.id;
      const url =
        options.suiteId === undefined
          ? `/api/catering/events/${eventId}/finalize-orders`
          : `/api/catering/events/${eventId}/event-suites/${options.suiteId}/finalize-orders`;
      return (async () =>
        callApi(t, options.headers ?? (await headers(options.role)), 'GET', url, {
          locale: options.locale,
          headers: options.key ? { 'idempotency-key': options.key } : {},
        }))();
    },

    report(res: { statusCode: number; body: string; json: () => unknown }): FinalizeReport {
      if (res.statusCode !== 200)
        throw new Error(`finalize answered ${res.statusCode}: ${res.body}`);
      return ZFinalizeReport.parse(res.json());
    },

    async orderStatus(orderId: number) {
      const [row] = await withTenant(t.database.db, bed.locationId, (tx) =>
        tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)),
      );
      return row!.status;
    },

    ledger(orderId: number) {
      return withTenant(t.database.db, bed.locationId, (tx) =>
        tx
          .select({
            kind: orderTransactions.kind,
            status: orderTransactions.status,
            amount: orderTransactions.amount,
            reason: orderTransactions.reason,
          })
          .from(orderTransactions)
          .where(eq(orderTransactions.order_id, orderId))
          .orderBy(asc(orderTransactions.id)),
      );
    },

    /** The test gateway's payments taken for the order (succeeded or not). */
    payments(orderId: number) {
      return withTenant(t.database.db, bed.locationId, (tx) =>
        tx
          .select({ status: gatewayPayments.status, amount: gatewayPayments.amount })
          .from(gatewayPayments)
          .where(eq(gatewayPayments.order_id, orderId)),
      );
    },

    async suite(eventSuiteId: number) {
      const [row] = await withTenant(t.database.db, bed.locationId, (tx) =>
        tx.select().from(eventSuites).where(eq(eventSuites.id, eventSuiteId)),
      );
      return row!;
    },

    /** The suite's change-history actions, newest first. */
    async suiteActions(eventSuiteId: number) {
      const rows = await t.database.db
        .select({ action: changeHistory.action })
        .from(changeHistory)
        .where(
          and(
            eq(changeHistory.restaurant_id, bed.locationId),
            eq(changeHistory.entity, 'event_suite'),
            eq(changeHistory.entity_id, eventSuiteId),
          ),
        )
        .orderBy(desc(changeHistory.id));
      return rows.map((row) => row.action);
    },
  };
}

export type EventDayBed = Awaited<ReturnType<typeof eventDayBed>>;

/** The invoice mail to `to` as it arrived on the SMTP sink, with its PDF's text. */
export async function invoiceMailTo(smtp: SmtpSink, to: string) {
  const parsed = await simpleParser((await smtp.waitFor(to)).raw);
  const [attachment] = parsed.attachments;
  if (attachment?.contentType !== 'application/pdf') throw new Error('no PDF invoice attached');
  return { subject: parsed.subject ?? '', pdf: await pdfText(attachment.content) };
}
