import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** PUT /api/orders/modify-school-delivery/{id}: one order, or all of the student's open orders. */
describe('PUT /api/orders/modify-school-delivery/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function schoolOrder(where: OrderingLocation, student: string, inDays = 3) {
    return submitOrder(
      t,
      await where.headers('manager'),
      takeOutDraft(where.menuId, [{ id: where.burger, menu_id: where.menuId }], {
        type: 'school',
        checkout: {
          contact: guestContact,
          pickup: { scheduled: true, dueByDate: isoDateInDays(inDays), dueByTime: '12:00' },
          school: { student_name: student, grade: '4', teacher: 'Ms. Frizzle' },
        },
      }),
    );
  }
  const delivery = {
    school: 'Walkerville',
    grade: '5',
    classroom: '12B',
    teacher: 'Mr. Ratburn',
    student_name: 'Arnold Perlstein',
  };

  it('changes one order, or every open order of the same student, each recorded', async () => {
    const where = await orderingLocation(t, { flags: { k12: true } });
    const first = await schoolOrder(where, 'Arnold Perlstein');
    const second = await schoolOrder(where, 'Arnold Perlstein', 4);
    const other = await schoolOrder(where, 'Wanda Li');
    const lead = await where.headers('lead');

    const one = await callApi(t, lead, 'PUT', `/api/orders/modify-school-delivery/${first.id}`, {
      body: { delivery, modifyAllOrders: false },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject([{ id: first.id, data: { checkout: { school: delivery } } }]);
    expect((await orderRow(t, where.locationId, second.id)).data).toMatchObject({
      checkout: { school: { grade: '4' } },
    });

    const all = await callApi(t, lead, 'PUT', `/api/orders/modify-school-delivery/${second.id}`, {
      body: { delivery: { ...delivery, classroom: '7' }, modifyAllOrders: true },
    });
    expect(all.json<{ id: number }[]>().map((order) => order.id)).toEqual([second.id, first.id]);
    for (const order of [first, second]) {
      expect((await orderRow(t, where.locationId, order.id)).data).toMatchObject({
        checkout: { school: { classroom: '7' } },
      });
    }
    expect((await orderRow(t, where.locationId, other.id)).data).toMatchObject({
      checkout: { school: { grade: '4', student_name: 'Wanda Li' } },
    });
    expect((await orderChanges(t, where.locationId, first.id)).map((c) => c.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
  });

  it('refuses a missing student name, other order types and closed orders', async () => {
    const where = await orderingLocation(t, { flags: { k12: true } });
    const order = await schoolOrder(where, 'Arnold Perlstein');
    const lead = await where.headers('lead');
    const noName = await callApi(t, lead, 'PUT', `/api/orders/modify-school-delivery/${order.id}`, {
      body: { delivery: { ...delivery, student_name: '' }, modifyAllOrders: false },
      locale: 'fr-CA',
    });
    expect(noName.statusCode).toBe(400);
    const takeOut = await submitOrder(
      t,
      await where.headers('manager'),
      takeOutDraft(where.menuId, [{ id: where.burger, menu_id: where.menuId }]),
    );
    const notSchool = await callApi(
      t,
      lead,
      'PUT',
      `/api/orders/modify-school-delivery/${takeOut.id}`,
      { body: { delivery, modifyAllOrders: false } },
    );
    expect(notSchool.json()).toMatchObject({ code: 'order_not_modifiable' });
    await callApi(t, lead, 'PUT', `/api/orders/${order.id}`, {
      body: { status: 'cancelled', reason: 'Sick day' },
    });
    const closed = await callApi(t, lead, 'PUT', `/api/orders/modify-school-delivery/${order.id}`, {
      body: { delivery, modifyAllOrders: false },
    });
    expect(closed.json()).toMatchObject({ code: 'order_not_modifiable' });
    const staff = await callApi(
      t,
      await where.headers('member'),
      'PUT',
      `/api/orders/modify-school-delivery/${order.id}`,
      { body: { delivery, modifyAllOrders: false } },
    );
    expect(staff.json()).toMatchObject({ code: 'forbidden_role' });
  });
});
