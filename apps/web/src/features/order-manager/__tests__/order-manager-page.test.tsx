import { afterEach, describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { makeOrderingConfig } from '@app/domain/testing';
import {
  apiError,
  changeLocale,
  json,
  listsAnswer,
  makeManagerOrder,
  noMoney,
  openManager,
} from './manager-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });

const pending = makeManagerOrder(1);
const inProgress = makeManagerOrder(2, {
  status: 'in_progress',
  customer_name: 'Ada Lovelace',
  data: { checkout: { pickup: { delivery: true }, contact: { full_name: 'Ada Lovelace' } } },
});
const completed = makeManagerOrder(3, { status: 'completed', customer_name: 'Grace Hopper' });
/** The typing field of a labelled multi-select (its hidden value input has the label too). */
async function field(app: ReturnType<typeof openManager>, label: string) {
  const found = await app.screen.findAllByLabelText(label);
  return found.find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;
}

const lists = listsAnswer({
  pending: [pending],
  in_progress: [inProgress],
  completed: [completed],
});

describe('order manager screen', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await changeLocale('en-CA');
  });

  it('shows the three lists with their cards', async () => {
    const app = openManager({ 'GET /api/orders': lists });
    const pendingList = await app.screen.findByRole('region', { name: 'Pending' });
    const card = await within(pendingList).findByRole('button', { name: 'Open order 1001' });
    expect(card.textContent).toContain('Customer 1');
    expect(card.textContent).toContain('REF-1');
    expect(card.textContent).toContain('Take-out');
    expect(card.textContent).toContain('3 items');
    expect(card.textContent).toContain('$25.99');
    expect(card.textContent).toMatch(/3 h 5 min left|3 h 4 min left/);
    const progress = app.screen.getByRole('region', { name: 'In progress' });
    expect(await within(progress).findByText('Ada Lovelace')).toBeTruthy();
    // A take-out that is delivered says so; one picked up does not.
    const delivered = within(progress).getByRole('button', { name: 'Open order 1002' });
    expect(within(delivered).getByText('Delivery')).toBeTruthy();
    expect(within(card).queryByText('Delivery')).toBeNull();
    const done = app.screen.getByRole('region', { name: 'Completed' });
    expect(await within(done).findByText('Grace Hopper')).toBeTruthy();
    const statuses = app.api.callsTo('GET', '/api/orders').map((c) => c.query.get('status'));
    expect(statuses).toContain('["pending"]');
    expect(statuses).toContain('["in_progress"]');
    expect(app.screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe(
      '/order-management/create',
    );
  });

  it('loads more of a list by its cursor', async () => {
    const second = makeManagerOrder(4, { customer_name: 'Second page' });
    const app = openManager({
      'GET /api/orders': (call) => {
        if (call.query.get('status') !== '["pending"]')
          return json(200, { items: [], next_cursor: null });
        return call.query.get('cursor') === 'page-2'
          ? json(200, { items: [second], next_cursor: null })
          : json(200, { items: [pending], next_cursor: 'page-2' });
      },
    });
    const list = await app.screen.findByRole('region', { name: 'Pending' });
    await app.user.click(await within(list).findByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Second page')).toBeTruthy();
    expect(within(list).getByText('Customer 1')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches and filters every list', async () => {
    const app = openManager({ 'GET /api/orders': lists });
    await app.screen.findByRole('button', { name: 'Open order 1001' });
    await app.user.type(app.screen.getByRole('searchbox', { name: 'Search orders' }), 'ada');
    await waitFor(() =>
      expect(
        app.api.callsTo('GET', '/api/orders').filter((c) => c.query.get('search') === 'ada'),
      ).toHaveLength(3),
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Filters' }));
    await app.user.click(await field(app, 'Order type'));
    await app.user.click(await app.screen.findByRole('option', { name: 'Catering' }));
    await waitFor(() => {
      const typed = app.api.callsTo('GET', '/api/orders').filter((c) => c.query.get('type'));
      expect(typed.at(-1)?.query.get('type')).toBe('["catering"]');
      expect(typed.at(-1)?.query.get('search')).toBe('ada');
    });
    await app.user.click(await field(app, 'Payment preference'));
    await app.user.click(await app.screen.findByRole('option', { name: 'Invoice' }));
    await waitFor(() =>
      expect(
        app.api.callsTo('GET', '/api/orders').some((c) => c.query.get('payment') === '["invoice"]'),
      ).toBe(true),
    );
    expect(app.screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });

  it('lists the orders rejected in the past 2 days', async () => {
    const rejected = makeManagerOrder(5, {
      status: 'cancelled',
      customer_name: 'Declined guest',
      status_reason: 'Out of stock',
    });
    const app = openManager({
      'GET /api/orders': (call) =>
        call.query.get('cancelledSince')
          ? json(200, { items: [rejected], next_cursor: null })
          : json(200, { items: [], next_cursor: null }),
    });
    await app.user.click(await app.screen.findByRole('button', { name: 'Rejected' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Rejected orders (past 2 days)' });
    expect(await within(dialog).findByText('Declined guest')).toBeTruthy();
    const since = app.api
      .callsTo('GET', '/api/orders')
      .map((c) => c.query.get('cancelledSince'))
      .find(Boolean);
    const age = Date.now() - Date.parse(since!);
    expect(age).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(age).toBeLessThan(2 * 86_400_000 + 60_000);
  });

  it('shows a school order in full, with its money history', async () => {
    const school = makeManagerOrder(6, {
      type: 'school',
      student_name: 'Zoë Tremblay',
      data: {
        checkout: {
          contact: {
            full_name: 'Parent Tremblay',
            email: 'p@example.test',
            phone_number: '613-555-0100',
          },
          school: {
            school: 'École Jeanne',
            grade: '4',
            classroom: '4B',
            teacher: 'Mme Roy',
            student_name: 'Zoë Tremblay',
          },
          pickup: { notes: 'No nuts please' },
          paymentPreference: 'invoice',
          questions: [{ question_id: 3, answer: 'Vegetarian' }],
        },
      },
    });
    const app = openManager({
      'GET /api/orders': listsAnswer({ pending: [school] }),
      'GET /api/orders/ordering-config': json(
        200,
        makeOrderingConfig({
          customQuestions: [
            {
              id: 3,
              type: 'dropdown',
              text: 'Meal preference',
              options: ['Vegetarian', 'Regular'],
              required: true,
              localization: {
                fr: { text: 'Préférence de repas', options: ['Végétarien', 'Standard'] },
              },
            },
          ],
        }),
      ),
      'GET /api/orders/6/money': json(200, {
        ...noMoney,
        transactions: [
          {
            id: 1,
            kind: 'deposit_request',
            status: 'pending',
            amount: 10,
            reason: 'Half up front',
            created_by_name: 'Lee Lead',
            created_at: '2030-01-15T13:00:00.000Z',
          },
        ],
      }),
    });
    await app.user.click(await app.screen.findByRole('button', { name: 'Open order 1006' }));
    const modal = await app.screen.findByRole('dialog', { name: 'Order #1006' });
    const schoolPart = within(modal).getByRole('region', { name: 'School' });
    for (const text of ['Zoë Tremblay', 'École Jeanne', '4B', 'Mme Roy']) {
      expect(within(schoolPart).getByText(text)).toBeTruthy();
    }
    expect(within(modal).getByText('No nuts please')).toBeTruthy();
    // The answer under the question's text, not its number.
    expect(await within(modal).findByText('Meal preference')).toBeTruthy();
    expect(within(modal).getByText('Vegetarian')).toBeTruthy();
    expect(within(modal).getByText('613-555-0100')).toBeTruthy();
    const items = within(modal).getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Cheese')).toBeTruthy();
    expect(within(items).getByText('$10.00')).toBeTruthy(); // rate of a burger
    expect(within(modal).getByRole('region', { name: 'Costs' }).textContent).toContain('$25.99');
    expect(within(modal).getByRole('region', { name: 'Payment preference' }).textContent).toContain(
      'Invoice',
    );
    const money = within(modal).getByRole('region', { name: 'Money' });
    expect(await within(money).findByText('Half up front')).toBeTruthy();
    expect(within(money).getByText(/Deposit request/)).toBeTruthy();
    expect(within(money).getByText('by Lee Lead')).toBeTruthy();
  });

  it('shows a suite (event) order’s event, BEO, delivery time and notes', async () => {
    const event = makeManagerOrder(7, {
      type: 'event',
      pickup_time: '2030-06-01T22:30:00.000Z',
      data: {
        config: {
          menuId: 1,
          menuManagerEvent: 12,
          menuManagerEventBEO: 34,
          menuManagerEventPackage: 5,
        },
        checkout: { pickup: { notes: 'Deliver to suite 210 at the 2nd period' } },
      },
    });
    const app = openManager({
      'GET /api/orders': listsAnswer({ pending: [event] }),
      'GET /api/orders/7/money': json(200, noMoney),
    });
    await app.user.click(await app.screen.findByRole('button', { name: 'Open order 1007' }));
    const modal = await app.screen.findByRole('dialog', { name: 'Order #1007' });
    const suite = within(modal).getByRole('region', { name: 'Event and suite' });
    expect(within(suite).getByText('#12')).toBeTruthy();
    expect(within(suite).getByText('#34')).toBeTruthy();
    expect(within(suite).getByText('2030/06/01 18:30')).toBeTruthy();
    expect(within(suite).getByText('Deliver to suite 210 at the 2nd period')).toBeTruthy();
  });

  it('accepts, declines with a reason, and shows why completing is refused', async () => {
    const app = openManager({
      'GET /api/orders': lists,
      'GET /api/orders/1/money': json(200, noMoney),
      'PUT /api/orders/1': (call) => {
        const body = call.body as { status: string };
        if (body.status === 'completed') {
          return apiError(
            500,
            'order_before_scheduled_date',
            'The order cannot be completed prior to the scheduled date.',
          );
        }
        return json(200, { ...pending, status: body.status });
      },
    });
    await app.user.click(await app.screen.findByRole('button', { name: 'Open order 1001' }));
    let modal = await app.screen.findByRole('dialog', { name: 'Order #1001' });
    await app.user.click(within(modal).getByRole('button', { name: 'Complete' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'The order cannot be completed prior to the scheduled date.',
    );
    await app.user.click(within(modal).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(app.api.callsTo('PUT', '/api/orders/1').map((c) => c.body)).toContainEqual({
        status: 'in_progress',
      }),
    );
    // The modal stays on the accepted order: no more Accept.
    await waitFor(() => expect(within(modal).queryByRole('button', { name: 'Accept' })).toBeNull());
    await app.user.click(app.screen.getByRole('button', { name: 'Close' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Open order 1001' }));
    modal = await app.screen.findByRole('dialog', { name: 'Order #1001' });
    await app.user.click(within(modal).getByRole('button', { name: 'Decline' }));
    const decline = await app.screen.findByRole('dialog', { name: 'Decline order #1001' });
    const submit = within(decline).getByRole('button', { name: 'Decline order' });
    expect(submit).toHaveProperty('disabled', true);
    await app.user.type(within(decline).getByRole('textbox', { name: 'Reason' }), 'Kitchen closed');
    await app.user.click(submit);
    await waitFor(() =>
      expect(app.api.callsTo('PUT', '/api/orders/1').map((c) => c.body)).toContainEqual({
        status: 'cancelled',
        reason: 'Kitchen closed',
      }),
    );
  });

  it('refunds item lines with a reason, once per attempt', async () => {
    const answer = {
      order: { ...completed, status: 'partially_refunded' },
      money: noMoney.money,
      transactions: [],
    };
    const app = openManager({
      'GET /api/orders': lists,
      'GET /api/orders/3/money': json(200, {
        ...noMoney,
        money: { ...noMoney.money, paid: 25.99, refundable: 25.99 },
      }),
      'POST /api/orders/refund': json(200, answer),
    });
    await app.user.click(await app.screen.findByRole('button', { name: 'Open order 1003' }));
    const modal = await app.screen.findByRole('dialog', { name: 'Order #1003' });
    await app.user.click(within(modal).getByRole('button', { name: 'Refund' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Refund order #1003' });
    expect(await within(dialog).findByText('Refundable: $25.99')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Item lines' }));
    const burgers = within(dialog).getByRole('textbox', { name: 'Quantity of Burger to refund' });
    await app.user.clear(burgers);
    await app.user.type(burgers, '1');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cold burger');
    await app.user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/orders/refund')).toHaveLength(1));
    const call = app.api.callsTo('POST', '/api/orders/refund')[0]!;
    expect(call.body).toEqual({
      orderId: 3,
      mode: 'lines',
      lines: [{ cartIndex: 0, quantity: 1 }],
      reason: 'Cold burger',
    });
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(app.screen.queryByRole('dialog', { name: 'Refund order #1003' })).toBeNull(),
    );
    expect(within(modal).getByRole('region', { name: 'Order' }).textContent).toContain(
      'Partially refunded',
    );
  });

  it('removes an item once confirmed, and shows the deposit refusal (2501)', async () => {
    const message = 'The deposit amount request ($50.00) exceeds the outstanding amount of $25.99.';
    const app = openManager({
      'GET /api/orders': lists,
      'GET /api/orders/1/money': json(200, noMoney),
      'POST /api/orders/1/remove-item': apiError(
        409,
        'order_last_item',
        'Complete the order, then request a full refund.',
      ),
      'POST /api/orders/request-deposit': apiError(500, 'deposit_exceeds_outstanding', message),
    });
    await app.user.click(await app.screen.findByRole('button', { name: 'Open order 1001' }));
    const modal = await app.screen.findByRole('dialog', { name: 'Order #1001' });
    await app.user.click(within(modal).getByRole('button', { name: 'Remove Fries' }));
    const confirm = await app.screen.findByRole('dialog', { name: 'Remove Fries?' });
    expect(app.api.callsTo('POST', '/api/orders/1/remove-item')).toHaveLength(0);
    await app.user.click(within(confirm).getByRole('button', { name: 'Remove item' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Complete the order, then request a full refund.',
    );
    expect(app.api.callsTo('POST', '/api/orders/1/remove-item')[0]?.body).toEqual({ cartIndex: 1 });
    await app.user.click(within(confirm).getByRole('button', { name: 'Keep item' }));

    await app.user.click(within(modal).getByRole('button', { name: 'Request deposit' }));
    const deposit = await app.screen.findByRole('dialog', {
      name: 'Request a deposit for order #1001',
    });
    await app.user.type(within(deposit).getByRole('textbox', { name: 'Amount' }), '50');
    await app.user.type(
      within(deposit).getByRole('textbox', { name: 'Note to the customer' }),
      'Half now',
    );
    await app.user.click(within(deposit).getByRole('button', { name: 'Request deposit' }));
    expect((await within(deposit).findByRole('alert')).textContent).toBe(message);
    expect(app.api.callsTo('POST', '/api/orders/request-deposit')[0]?.body).toEqual({
      orderId: 1,
      amount: 50,
      note: 'Half now',
    });
  });

  it('speaks French: lists, cards, money and dates', async () => {
    await changeLocale('fr-CA');
    const app = openManager({
      'GET /api/orders': lists,
      'GET /api/orders/1/money': json(200, noMoney),
    });
    expect(
      await app.screen.findByRole('heading', { level: 1, name: 'Gestionnaire de commandes' }),
    ).toBeTruthy();
    const list = await app.screen.findByRole('region', { name: 'En attente' });
    const card = await within(list).findByRole('button', { name: 'Ouvrir la commande 1001' });
    expect(card.textContent).toContain('25,99\u00a0$');
    expect(card.textContent).toContain('3 articles');
    expect(card.textContent).toMatch(/Reste 3 h [45] min/);
    expect(app.screen.getByRole('region', { name: 'Terminées' })).toBeTruthy();
    await app.user.click(card);
    const modal = await app.screen.findByRole('dialog', { name: 'Commande n° 1001' });
    expect(within(modal).getByText('15/01/2030 07:00')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Accepter' })).toBeTruthy();
    expect(within(modal).getByRole('region', { name: 'Argent' })).toBeTruthy();
  });
});
