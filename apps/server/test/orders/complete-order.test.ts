import { dayOfWeekOfDate, dueInstant, ZUpdateOrderAnswer, type OrderDraftInput } from '@app/domain';
import { simpleParser } from 'mailparser';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderInvoices,
  orderTransactions,
  orders,
  restaurants,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createEventFixture, createOrderableMenuFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderChanges,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.ts';

/**
 * Completing an order with a balance (PUT /api/orders/{id} to completed), by payment preference:
 * card captured or charged, invoice issued and mailed over a real SMTP server on loopback with
 * its PDF read back, cost centre / purchase order confirmed by staff.
 */
describe('completing an order settles its balance', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Orders <orders@backoffice.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let guests = 0;
  /** A contact of its own per order, so each test waits for its own mail. */
  function contact() {
    guests += 1;
    return { ...guestContact, email: `guest${guests}@example.test` };
  }

  async function cardToken(place: OrderingLocation, number: string) {
    const response = await callApi(
      t,
      await place.headers('manager'),
      'POST',
      '/api/payments/card-tokens',
      {
        body: { number, exp_month: 1, exp_year: 2099, cvc: '321' },
      },
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ token: string; brand: string; last4: string }>();
  }

  async function anOrder(
    place: OrderingLocation,
    checkout: NonNullable<OrderDraftInput['data']['checkout']>,
  ) {
    return submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(
        place.menuId,
        [
          { id: place.burger, menu_id: place.menuId, quantity: 2 },
          { id: place.fries, menu_id: place.menuId },
        ],
        { checkout: { contact: contact(), ...checkout } },
      ),
    );
  }

  async function complete(
    place: OrderingLocation,
    id: number,
    body: Record<string, unknown> = {},
    options: { locale?: 'fr-CA'; key?: string } = {},
  ) {
    return callApi(t, await place.headers('lead'), 'PUT', `/api/orders/${id}`, {
      body: { status: 'completed', ...body },
      locale: options.locale,
      headers: options.key ? { 'idempotency-key': options.key } : {},
    });
  }

  function ledger(place: OrderingLocation, orderId: number) {
    return withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .select({
          kind: orderTransactions.kind,
          status: orderTransactions.status,
          amount: orderTransactions.amount,
          reason: orderTransactions.reason,
        })
        .from(orderTransactions)
        .where(eq(orderTransactions.order_id, orderId))
        .orderBy(orderTransactions.id),
    );
  }

  async function locationName(place: OrderingLocation): Promise<string> {
    const [row] = await t.database.db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, place.locationId));
    return row!.name;
  }

  async function invoiceMail(to: string) {
    const mail = await smtp.waitFor(to);
    const parsed = await simpleParser(mail.raw);
    const [attachment] = parsed.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    return { parsed, attachment: attachment!, text: await pdfText(attachment!.content) };
  }

  // Burger 12.50 × 2 + Fries 4.00 = 29.00; HST 13 % = 3.77; total 32.77.
  it('issues and mails an invoice in the location’s language, numbered without gaps', async () => {
    const place = await orderingLocation(t);
    const first = await anOrder(place, { paymentPreference: 'invoice', invoice: true });
    const response = await complete(place, first.id);
    expect(response.statusCode).toBe(200);
    const answer = ZUpdateOrderAnswer.parse(response.json());
    expect(answer.status).toBe('completed');
    expect(answer.completion).toMatchObject({
      method: 'invoice',
      amount: 32.77,
      invoice: { number: 1, emailed_to: first.data.checkout.contact.email },
      card_failure: null,
    });
    expect(await ledger(place, first.id)).toEqual([
      { kind: 'invoice', status: 'pending', amount: 32.77, reason: null },
    ]);

    const { parsed, attachment, text } = await invoiceMail(first.data.checkout.contact.email);
    expect(parsed.subject).toBe(`Invoice 1 from ${await locationName(place)}`);
    expect(parsed.text).toContain('Amount due: $32.77');
    expect(attachment.filename).toBe('invoice-1.pdf');
    expect(text).toContain('INVOICE');
    expect(text).toMatch(/Invoice number 1\b/);
    expect(text).toContain(`#${first.order_number}`);
    expect(text).toContain('2 Burger $25.00');
    expect(text).toContain('1 Fries $4.00');
    expect(text).toContain('Subtotal $29.00');
    expect(text).toMatch(/HST \(13 %\) \$3\.77/);
    expect(text).toContain('Total $32.77');
    expect(text).toContain('Balance due $32.77');

    const second = await anOrder(place, { paymentPreference: 'invoice', invoice: true });
    const again = ZUpdateOrderAnswer.parse((await complete(place, second.id)).json());
    expect(again.completion?.invoice?.number).toBe(2);

    const listed = await callApi(
      t,
      await place.headers('lead'),
      'GET',
      `/api/orders/${first.id}/invoices`,
    );
    expect(listed.json<unknown>()).toMatchObject({
      status: 'ready',
      invoices: [{ number: 1, amount: 32.77, emailed_to: first.data.checkout.contact.email }],
    });
    const third = await anOrder(place, { paymentPreference: 'invoice', invoice: true });
    const waiting = await callApi(
      t,
      await place.headers('lead'),
      'GET',
      `/api/orders/${third.id}/invoices`,
    );
    expect(waiting.json<unknown>()).toEqual({ status: 'not_ready', invoices: [] });

    const download = await callApi(
      t,
      await place.headers('lead'),
      'GET',
      `/api/orders/${first.id}/invoices/${answer.completion!.invoice!.id}/pdf`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(attachment.content)).toBe(true);
  });

  it('writes the invoice in French for a French location', async () => {
    const place = await orderingLocation(t, { flags: { locales: ['fr-CA', 'en-CA'] } });
    const order = await anOrder(place, { paymentPreference: 'invoice', invoice: true });
    expect((await complete(place, order.id)).statusCode).toBe(200);
    const { parsed, attachment, text } = await invoiceMail(order.data.checkout.contact.email);
    expect(parsed.subject).toBe(`Facture 1 de ${await locationName(place)}`);
    expect(parsed.text?.replace(/\u00a0/g, ' ')).toContain('Montant dû : 32,77 $');
    expect(attachment.filename).toBe('facture-1.pdf');
    expect(text).toContain('FACTURE');
    expect(text).toMatch(/Numéro de facture 1\b/);
    expect(text).toContain('2 Burger 25,00 $');
    expect(text).toContain('Sous-total 29,00 $');
    expect(text).toMatch(/HST \(13 %\) 3,77 \$/);
    expect(text).toContain('Solde dû 32,77 $');
  });

  it('captures the card hold', async () => {
    const place = await orderingLocation(t);
    const card = await cardToken(place, '4242424242424242');
    const order = await anOrder(place, { paymentPreference: 'credit_card', creditCard: card });
    const answer = ZUpdateOrderAnswer.parse((await complete(place, order.id)).json());
    expect(answer.completion).toMatchObject({
      method: 'card_captured',
      amount: 32.77,
      invoice: null,
    });
    expect(await ledger(place, order.id)).toEqual([
      { kind: 'charge', status: 'succeeded', amount: 32.77, reason: null },
    ]);
  });

  /** The order's due time moved into the past, as the days passing until it is due would. */
  async function dueNow(place: OrderingLocation, orderId: number) {
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .update(orders)
        .set({ pickup_time: sql`now() - interval '1 hour'` })
        .where(eq(orders.id, orderId)),
    );
  }

  /** An order due beyond the hold horizon (so nothing is held), then due. */
  async function aLaterCardOrder(place: OrderingLocation, number: string) {
    const card = await cardToken(place, number);
    const order = await anOrder(place, {
      paymentPreference: 'credit_card',
      creditCard: card,
      pickup: { scheduled: true, dueByDate: isoDateInDays(10), dueByTime: '12:00' },
    });
    expect(await ledger(place, order.id)).toEqual([]);
    await dueNow(place, order.id);
    return order;
  }

  it('charges the card on file when nothing was held', async () => {
    const place = await orderingLocation(t);
    const order = await aLaterCardOrder(place, '4242424242424242');
    const answer = ZUpdateOrderAnswer.parse((await complete(place, order.id)).json());
    expect(answer.completion).toMatchObject({ method: 'card_charged', amount: 32.77 });
    expect(await ledger(place, order.id)).toEqual([
      { kind: 'charge', status: 'succeeded', amount: 32.77, reason: null },
    ]);
  });

  it('sends an invoice instead when the card on file is refused (4000000000000341), and says so', async () => {
    const place = await orderingLocation(t);
    const order = await aLaterCardOrder(place, '4000000000000341');
    const response = await complete(place, order.id);
    expect(response.statusCode).toBe(200);
    const answer = ZUpdateOrderAnswer.parse(response.json());
    expect(answer.status).toBe('completed');
    expect(answer.completion).toMatchObject({
      method: 'invoice',
      amount: 32.77,
      card_failure: 'preauthorization_failed',
      invoice: { number: 1 },
    });
    expect(await ledger(place, order.id)).toEqual([
      { kind: 'charge', status: 'failed', amount: 32.77, reason: 'preauthorization_failed' },
      { kind: 'invoice', status: 'pending', amount: 32.77, reason: 'preauthorization_failed' },
    ]);
    const { text } = await invoiceMail(order.data.checkout.contact.email);
    expect(text).toContain('Balance due $32.77');
  });

  it('needs staff to confirm a cost centre or purchase order payment', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place, { paymentPreference: 'cost_center', costCenter: 'CC-42' });
    const refused = await complete(place, order.id, {}, { locale: 'fr-CA' });
    expect(refused.statusCode).toBe(409);
    const error = refused.json<{ code: string; message: string }>();
    expect(error.code).toBe('payment_confirmation_required');
    expect(error.message).toContain('centre de coûts');
    expect((await orderRow(t, place.locationId, order.id)).status).toBe('pending');
    expect(await ledger(place, order.id)).toEqual([]);

    const confirmed = ZUpdateOrderAnswer.parse(
      (await complete(place, order.id, { confirmPayment: true })).json(),
    );
    expect(confirmed.completion).toMatchObject({ method: 'payment_confirmed', amount: 32.77 });
    expect(await ledger(place, order.id)).toEqual([
      { kind: 'payment', status: 'succeeded', amount: 32.77, reason: 'CC-42' },
    ]);
    const changes = await orderChanges(t, place.locationId, order.id);
    expect(changes.map((change) => change.action)).toEqual(['complete', 'create']);
  });

  it('acts once per Idempotency-Key', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place, { paymentPreference: 'invoice', invoice: true });
    const first = await complete(place, order.id, {}, { key: 'complete-once' });
    const retry = await complete(place, order.id, {}, { key: 'complete-once' });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<unknown>()).toEqual(first.json<unknown>());
    expect(await ledger(place, order.id)).toHaveLength(1);
    const invoices = await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .select({ id: orderInvoices.id })
        .from(orderInvoices)
        .where(eq(orderInvoices.order_id, order.id)),
    );
    expect(invoices).toHaveLength(1);
  });

  it('completes an order with no payment preference without moving money', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place, {});
    const answer = ZUpdateOrderAnswer.parse((await complete(place, order.id)).json());
    expect(answer.completion).toMatchObject({ method: 'none', amount: 0 });
    expect(await ledger(place, order.id)).toEqual([]);
  });

  it('asks a pre-order for invoice or card; a refused card is 2305 and changes nothing', async () => {
    const place = await orderingLocation(t, { flags: { suites_enabled: true } });
    const date = isoDateInDays(9);
    const suitePackage = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Suite package', event_package: true, dine_in: false, on_demand: false },
      items: [{ name: 'Nacho tray', base_price: 40, tax_rebate_eligibility: 'not_eligible' }],
      availability: [
        { day_of_week: dayOfWeekOfDate(date), start_time: '18:00', end_time: '23:59' },
      ],
    });
    const booked = await createEventFixture(t, place.locationId, {
      start_date: dueInstant(date, '19:30', 'America/Toronto'),
      suites: ['Suite 12'],
      packages: [suitePackage.menu.id],
    });
    const card = await cardToken(place, '4000000000000341');
    const menuId = suitePackage.menu.id;
    const order = await submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(menuId, [{ id: suitePackage.items[0]!.id, menu_id: menuId }], {
        type: 'event',
        config: { menuManagerEvent: booked.event.id, menuManagerEventBEO: booked.suites[0]!.id },
        checkout: { contact: contact(), paymentPreference: 'credit_card', creditCard: card },
      }),
    );
    await dueNow(place, order.id);

    const unchosen = await complete(place, order.id, {}, { locale: 'fr-CA' });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json<{ code: string }>().code).toBe('complete_with_required');
    const refused = await complete(place, order.id, { completeWith: 'card' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json<unknown>()).toMatchObject({
      code: 'preauthorization_failed',
      numeric_code: 2305,
      message: 'Pre-authorization failed. Please use the invoice option.',
    });
    expect((await orderRow(t, place.locationId, order.id)).status).toBe('pending');
    expect(await ledger(place, order.id)).toEqual([]);

    const invoiced = ZUpdateOrderAnswer.parse(
      (await complete(place, order.id, { completeWith: 'invoice' })).json(),
    );
    // Nacho tray 40.00 + HST 13 % = 45.20.
    expect(invoiced.completion).toMatchObject({
      method: 'invoice',
      amount: 45.2,
      card_failure: null,
    });
    expect(await ledger(place, order.id)).toEqual([
      { kind: 'invoice', status: 'pending', amount: 45.2, reason: null },
    ]);
  });

  it('numbers concurrent invoices without gaps and invoices an order completed twice at once only once', async () => {
    const place = await orderingLocation(t);
    const [a, b] = [
      await anOrder(place, { paymentPreference: 'invoice', invoice: true }),
      await anOrder(place, { paymentPreference: 'invoice', invoice: true }),
    ];
    const answers = await Promise.all([
      complete(place, a.id),
      complete(place, b.id),
      complete(place, a.id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const numbers = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select({ number: orderInvoices.number }).from(orderInvoices),
    );
    expect(numbers.map((row) => row.number).sort()).toEqual([1, 2]);
    expect(await ledger(place, a.id)).toHaveLength(1);
  });
});
