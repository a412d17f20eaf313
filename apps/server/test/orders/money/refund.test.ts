import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderChanges, orderRow, orderingLocation } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actionAnswer, cardOrder, moneyOf, paidCompletedOrder, refund } from './money-fixtures.ts';

/** POST /api/orders/refund: full, by amount, by lines; refund requests; who may. */
describe('POST /api/orders/refund', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refunds by lines to the cent, then by amount, then the rest; the status follows', async () => {
    const place = await orderingLocation(t);
    // 2 burgers 25.00 + 1 fries 4.00 = 29.00, HST 13 % 3.77: 32.77.
    const order = await paidCompletedOrder(t, place, { burgers: 2, fries: 1 });
    const manager = await place.headers('manager');
    expect((await moneyOf(t, manager, order.id)).money).toMatchObject({
      total: 32.77,
      paid: 32.77,
      refundable: 32.77,
      outstanding: 0,
    });

    // One burger: 12.50 / 29.00 × 32.77 = 14.125 → 14.13.
    const one = await refund(t, manager, {
      orderId: order.id,
      mode: 'lines',
      lines: [{ cartIndex: 0, quantity: 1 }],
    });
    expect(one.statusCode).toBe(200);
    const first = actionAnswer(one.json());
    expect(first.order.status).toBe('partially_refunded');
    expect(first.money).toMatchObject({ refunded: 14.13, refundable: 18.64 });
    expect(first.transactions.at(-1)).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount: 14.13,
      reason: 'Cold food',
    });

    const byAmount = actionAnswer(
      (await refund(t, manager, { orderId: order.id, mode: 'amount', amount: 5.5 })).json(),
    );
    expect(byAmount.money).toMatchObject({ refunded: 19.63, refundable: 13.14 });

    // The second burger: round(32.77 × 25/29) − 14.13 = 28.25 − 14.13 = 14.12; fries 4.52.
    // That is 18.64, more than the 13.14 left: refused, nothing changes.
    const tooMuch = await refund(
      t,
      manager,
      {
        orderId: order.id,
        mode: 'lines',
        lines: [
          { cartIndex: 0, quantity: 1 },
          { cartIndex: 1, quantity: 1 },
        ],
      },
      { locale: 'fr-CA' },
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'refund_exceeds_refundable',
      message:
        'Le remboursement (18,64\u00a0$) dépasse ce qui reste à rembourser sur cette commande (13,14\u00a0$).',
    });
    const rest = actionAnswer(
      (await refund(t, manager, { orderId: order.id, mode: 'amount', amount: 13.14 })).json(),
    );
    expect(rest.order.status).toBe('refunded');
    expect(rest.money).toMatchObject({ paid: 32.77, refunded: 32.77, refundable: 0 });
    const again = await refund(t, manager, { orderId: order.id, mode: 'amount', amount: 0.01 });
    expect(again.json()).toMatchObject({ code: 'refund_not_allowed' });
    const changes = await orderChanges(t, place.locationId, order.id);
    expect(changes.slice(0, 3).map((change) => change.action)).toEqual([
      'refund',
      'refund',
      'refund',
    ]);
  });

  it('a full refund gives everything back and cancels the order (full_refund)', async () => {
    const place = await orderingLocation(t);
    // 1 burger 12.50 + HST 1.625 → 14.13 (the cost engine rounds half up).
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 0 });
    const manager = await place.headers('manager');
    const answer = actionAnswer(
      (await refund(t, manager, { orderId: order.id, mode: 'full', reason: 'Wrong order' })).json(),
    );
    expect(answer.order).toMatchObject({ status: 'full_refund', status_reason: 'Wrong order' });
    expect(answer.money).toMatchObject({ paid: 14.13, refunded: 14.13, refundable: 0 });
  });

  it('a full refund of a pending card order releases the hold and cancels it', async () => {
    const place = await orderingLocation(t);
    const order = await cardOrder(t, place, { burgers: 1, fries: 1 });
    const manager = await place.headers('manager');
    const answer = actionAnswer(
      (await refund(t, manager, { orderId: order.id, mode: 'full' })).json(),
    );
    expect(answer.order.status).toBe('full_refund');
    expect(answer.money).toMatchObject({ paid: 0, held: 0, refunded: 0 });
    expect(answer.transactions.map((row) => [row.kind, row.status])).toEqual([
      ['charge', 'cancelled'],
    ]);
  });

  it('lets a lead request, not refund; a manager refunding grants the request', async () => {
    const place = await orderingLocation(t);
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 1 });
    const lead = await place.headers('lead');
    const refused = await refund(t, lead, { orderId: order.id, mode: 'full' }, { locale: 'fr-CA' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden_role' });

    const noReason = await refund(t, lead, {
      orderId: order.id,
      mode: 'amount',
      amount: 2,
      request: true,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'validation_failed' });

    const asked = actionAnswer(
      (
        await refund(t, lead, {
          orderId: order.id,
          mode: 'amount',
          amount: 2,
          request: true,
          reason: 'Missing sauce',
        })
      ).json(),
    );
    expect(asked.order.status).toBe('partial_refund_requested');
    expect(asked.money).toMatchObject({ pending_refund_requests: 2, refunded: 0 });
    const twice = await refund(t, lead, {
      orderId: order.id,
      mode: 'full',
      request: true,
    });
    expect(twice.json()).toMatchObject({ code: 'refund_not_allowed' });

    const manager = await place.headers('manager');
    const granted = actionAnswer(
      (await refund(t, manager, { orderId: order.id, mode: 'amount', amount: 2 })).json(),
    );
    expect(granted.order.status).toBe('partially_refunded');
    expect(granted.money).toMatchObject({ pending_refund_requests: 0, refunded: 2 });
    expect(granted.transactions.find((row) => row.kind === 'refund_request')).toMatchObject({
      status: 'succeeded',
      reason: 'Missing sauce',
    });
  });

  it('a full refund request moves a completed order to refund_requested', async () => {
    const place = await orderingLocation(t);
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 0 });
    const answer = actionAnswer(
      (
        await refund(t, await place.headers('lead'), {
          orderId: order.id,
          mode: 'full',
          request: true,
        })
      ).json(),
    );
    expect(answer.order.status).toBe('refund_requested');
    expect(answer.money.pending_refund_requests).toBe(14.13);
    const early = await cardOrder(t, place, { burgers: 1, fries: 0 });
    const notYet = await refund(t, await place.headers('lead'), {
      orderId: early.id,
      mode: 'full',
      request: true,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({
      code: 'refund_not_allowed',
      message: 'This order cannot be refunded in its current status.',
    });
  });

  it('refuses bad lines and bodies, changing nothing', async () => {
    const place = await orderingLocation(t);
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 1 });
    const manager = await place.headers('manager');
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'lines', lines: [{ cartIndex: 9, quantity: 1 }] }, 'order_line_unknown'],
      [{ mode: 'lines', lines: [{ cartIndex: 1, quantity: 2 }] }, 'refund_line_quantity'],
      [{ mode: 'amount' }, 'validation_failed'],
      [{ mode: 'amount', amount: 1.234 }, 'validation_failed'],
      [{ mode: 'lines' }, 'validation_failed'],
      [{ mode: 'amount', amount: 100 }, 'refund_exceeds_refundable'],
    ];
    for (const [body, code] of cases) {
      const response = await refund(t, manager, { orderId: order.id, ...body });
      expect(response.json(), JSON.stringify(body)).toMatchObject({ code });
    }
    const fries = await refund(
      t,
      manager,
      { orderId: order.id, mode: 'lines', lines: [{ cartIndex: 1, quantity: 2 }] },
      { locale: 'fr-CA' },
    );
    expect(fries.json()).toMatchObject({ message: 'Il ne reste que 1 de Fries à rembourser.' });
    expect((await moneyOf(t, manager, order.id)).money).toMatchObject({ refunded: 0 });
    expect((await orderRow(t, place.locationId, order.id)).status).toBe('completed');
  });
});
