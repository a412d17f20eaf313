import { errorMessage, type Locale } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { lockOrderMenu } from '../../src/modules/orders/order-locks.repository.ts';
import { checkOrderScheduling } from '../../src/modules/orders/scheduling/order-scheduling.ts';
import { schedulingRepository } from '../../src/modules/orders/scheduling/scheduling.repository.ts';
import { createLocationFixture } from '../helpers/fixtures.ts';
import {
  createOrderableMenuFixture,
  setOrderingParametersFixture,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  insertOrderFixture,
  loadMenu,
  openEveryDay,
  pickup,
  refusal,
  schedule,
  schedulingContext,
} from './scheduling-fixtures.ts';

/** Wednesday 4 March 2026, 09:00 in Toronto (EST, UTC−5). */
const now = new Date('2026-03-04T14:00:00Z');
const at = (iso: string) => new Date(iso);

describe('checkOrderScheduling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /**
   * A location of its own (Toronto) with one menu: open 08:00–20:00 every day, 60 minutes of
   * notice, 30-minute intervals of 2 orders, 20 minutes of preparation, ASAP and scheduled.
   */
  async function setup(
    options: {
      parameters?: Parameters<typeof setOrderingParametersFixture>[2];
      location?: Parameters<typeof createLocationFixture>[1];
      menu?: Parameters<typeof createOrderableMenuFixture>[2]['menu'];
      availability?: ReturnType<typeof openEveryDay>;
      locale?: Locale;
    } = {},
  ) {
    const location = await createLocationFixture(t.database.db, {
      order_management: true,
      ...options.location,
    });
    if (options.parameters) await setOrderingParametersFixture(t, location.id, options.parameters);
    const created = await createOrderableMenuFixture(t, location.id, {
      menu: {
        required_notice: 60,
        ordering_interval: 30,
        max_orders_per_interval: 2,
        estimated_prep_time: 20,
        ...options.menu,
      },
      items: [{ name: 'Soup' }],
      availability: options.availability ?? openEveryDay(),
    });
    const ctx = await schedulingContext(t, location.id, options.locale);
    const menu = await loadMenu(t, location.id, created.menu.id);
    const addOrder = (
      pickupTime: Date,
      values: { status?: string; type?: 'dine_in' | 'take_out'; menuId?: number } = {},
    ) =>
      withTenant(t.database.db, location.id, (tx) =>
        insertOrderFixture(tx, {
          restaurantId: location.id,
          menuId: values.menuId ?? menu.id,
          pickupTime,
          ...values,
        }),
      );
    return { locationId: location.id, ctx, menu, addOrder };
  }

  const scheduled = (dueByDate: string, dueByTime: string | null = null) =>
    pickup({ scheduled: true, dueByDate, dueByTime });

  it('answers the instant of a scheduled date and time, 12:00 when no time is given', async () => {
    const { ctx, menu } = await setup();
    expect(await schedule(ctx, { menu, pickup: scheduled('2026-03-05', '12:30'), now })).toEqual({
      dueAt: at('2026-03-05T17:30:00Z'),
    });
    expect(await schedule(ctx, { menu, pickup: scheduled('2026-03-05'), now })).toEqual({
      dueAt: at('2026-03-05T17:00:00Z'),
    });
  });

  it('refuses a time sooner than the menu’s notice, and a time the menu is closed', async () => {
    const { ctx, menu } = await setup();
    const soon = await refusal(
      schedule(ctx, { menu, pickup: scheduled('2026-03-04', '09:30'), now }),
    );
    expect(soon).toEqual({ code: 'scheduling_too_soon', params: { minutes: 60 }, status: 400 });
    expect(errorMessage(soon.code, 'en-CA', soon.params)).toBe(
      'This menu needs 60 minutes of notice. Choose a later time.',
    );
    const late = await refusal(
      schedule(ctx, { menu, pickup: scheduled('2026-03-05', '21:00'), now }),
    );
    expect(late.code).toBe('scheduling_closed');
  });

  it('refuses a date whose cut-off has passed, naming it in the caller’s language', async () => {
    const parameters = { cutoff_value: 1, cutoff_unit: 'days' };
    const en = await setup({ parameters });
    const past = await refusal(
      schedule(en.ctx, { menu: en.menu, pickup: scheduled('2026-03-05'), now }),
    );
    expect(past.code).toBe('scheduling_past_cutoff');
    expect(past.params).toEqual({ cutoff: '2026/03/04 00:00' });
    const fr = await setup({ parameters, locale: 'fr-CA' });
    const frPast = await refusal(
      schedule(fr.ctx, { menu: fr.menu, pickup: scheduled('2026-03-05'), now }),
    );
    expect(errorMessage(frPast.code, 'fr-CA', frPast.params)).toBe(
      'Les commandes pour cette date ont fermé le 04/03/2026 00:00.',
    );
    await expect(
      schedule(en.ctx, { menu: en.menu, pickup: scheduled('2026-03-06'), now }),
    ).resolves.toBeTruthy();
  });

  it('refuses a date beyond the window and a weekend when weekends are excluded', async () => {
    const { ctx, menu } = await setup({
      parameters: { window_max_days: 3, exclude_weekends: true },
    });
    const far = await refusal(schedule(ctx, { menu, pickup: scheduled('2026-03-09'), now }));
    expect(far).toEqual({ code: 'scheduling_too_far', params: { days: 3 }, status: 400 });
    const saturday = await refusal(schedule(ctx, { menu, pickup: scheduled('2026-03-07'), now }));
    expect(saturday.code).toBe('scheduling_weekend');
    await expect(
      schedule(ctx, { menu, pickup: scheduled('2026-03-06'), now }),
    ).resolves.toBeTruthy();
  });

  it('closes school orders at noon of their date at a K-12 location, not take-out ones', async () => {
    const { ctx, menu } = await setup({ location: { k12: true }, menu: { required_notice: null } });
    const lunchTime = at('2026-03-05T17:30:00Z'); // 12:30 on the due date
    const due = scheduled('2026-03-05', '13:00');
    const school = await refusal(
      schedule(ctx, { type: 'school', menu, pickup: due, now: lunchTime }),
    );
    expect(school.code).toBe('scheduling_past_cutoff');
    expect(school.params).toEqual({ cutoff: '2026/03/05 12:00' });
    await expect(
      schedule(ctx, { type: 'take_out', menu, pickup: due, now: lunchTime }),
    ).resolves.toEqual({
      dueAt: at('2026-03-05T18:00:00Z'),
    });
    await expect(
      schedule(ctx, {
        type: 'school',
        menu,
        pickup: scheduled('2026-03-06', '11:00'),
        now: lunchTime,
      }),
    ).resolves.toBeTruthy();
  });

  it('refuses what the menu or the order type does not take', async () => {
    const asapOnly = await setup({ menu: { scheduled: false } });
    const laterOnly = await setup({ menu: { on_demand: false } });
    // A date that does not exist (a client that skipped the request schema).
    const impossible = { ...scheduled('2026-03-05'), dueByDate: '2026-02-30' };
    const cases = [
      () => schedule(asapOnly.ctx, { menu: asapOnly.menu, pickup: scheduled('2026-03-05'), now }),
      () => schedule(laterOnly.ctx, { menu: laterOnly.menu, pickup: pickup(), now }),
      // School and catering orders always need a date.
      () =>
        schedule(laterOnly.ctx, { type: 'school', menu: laterOnly.menu, pickup: pickup(), now }),
      () =>
        schedule(laterOnly.ctx, { type: 'catering', menu: laterOnly.menu, pickup: pickup(), now }),
      () =>
        schedule(laterOnly.ctx, { menu: laterOnly.menu, pickup: pickup({ scheduled: true }), now }),
      () => schedule(laterOnly.ctx, { menu: laterOnly.menu, pickup: impossible, now }),
    ];
    for (const call of cases) expect((await refusal(call())).code).toBe('scheduling_unavailable');
  });

  it('leaves dine-in, retail, event and lane orders to be served now, without its rules', async () => {
    const { ctx, menu } = await setup();
    for (const type of ['dine_in', 'retail', 'event', 'lane_reservation'] as const) {
      expect(await schedule(ctx, { type, menu, pickup: pickup(), now })).toEqual({
        dueAt: now,
      });
    }
  });

  it('makes an ASAP order due after the prep time, in the next interval with room', async () => {
    const { ctx, menu, addOrder } = await setup();
    expect(await schedule(ctx, { menu, pickup: pickup(), now })).toEqual({
      dueAt: at('2026-03-04T14:20:00Z'),
    });
    await addOrder(at('2026-03-04T14:05:00Z'));
    await addOrder(at('2026-03-04T14:29:00Z'));
    expect(await schedule(ctx, { menu, pickup: pickup(), now })).toEqual({
      dueAt: at('2026-03-04T14:30:00Z'),
    });
    // At 21:00 the menu is closed: the order is due when it opens the next morning.
    const evening = at('2026-03-05T02:00:00Z');
    expect(await schedule(ctx, { menu, pickup: pickup(), now: evening })).toEqual({
      dueAt: at('2026-03-05T13:00:00Z'),
    });
  });

  it('refuses an ASAP order on a menu that never opens', async () => {
    const { ctx, menu } = await setup({ availability: [] });
    expect((await refusal(schedule(ctx, { menu, pickup: pickup(), now }))).code).toBe(
      'scheduling_closed',
    );
  });

  it('refuses a full interval; cancelled, dine-in and other menus’ orders take no place', async () => {
    const { ctx, menu, addOrder, locationId } = await setup();
    const other = await createOrderableMenuFixture(t, locationId, { items: [{ name: 'Tea' }] });
    const due = scheduled('2026-03-05', '12:15');
    const first = await addOrder(at('2026-03-05T17:00:00Z'));
    await addOrder(at('2026-03-05T17:20:00Z'), { status: 'cancelled' });
    await addOrder(at('2026-03-05T17:20:00Z'), { type: 'dine_in' });
    await addOrder(at('2026-03-05T17:20:00Z'), { menuId: other.menu.id });
    await expect(schedule(ctx, { menu, pickup: due, now })).resolves.toBeTruthy();
    await addOrder(at('2026-03-05T17:29:00Z'));
    const full = await refusal(schedule(ctx, { menu, pickup: due, now }));
    expect(full).toEqual({ code: 'scheduling_full', params: {}, status: 409 });
    // The next interval has room; an order changed within its own interval keeps its place.
    await expect(
      schedule(ctx, { menu, pickup: scheduled('2026-03-05', '12:30'), now }),
    ).resolves.toBeTruthy();
    await expect(
      schedule(ctx, { menu, pickup: due, now, excludeOrderId: first }),
    ).resolves.toBeTruthy();
  });

  it('gives the last place to one of two submits at once', async () => {
    const { ctx, menu, locationId, addOrder } = await setup();
    await addOrder(at('2026-03-05T18:05:00Z'));
    const due = scheduled('2026-03-05', '13:00');
    const submit = () =>
      ctx.tenantTx(async (tx) => {
        // As a submit does (prepareOrder): the menu's lock first, held until the order is written.
        await lockOrderMenu(tx, menu.id);
        const { dueAt } = await checkOrderScheduling(tx, ctx, {
          type: 'take_out',
          menu,
          pickup: due,
          parameters: await schedulingRepository.parameters(tx),
          now,
        });
        // Let the other submit run its check before this order is written.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return insertOrderFixture(tx, {
          restaurantId: locationId,
          menuId: menu.id,
          pickupTime: dueAt,
        });
      });
    const results = await Promise.allSettled([submit(), submit()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(AppError);
    expect((rejected?.reason as AppError).code).toBe('scheduling_full');
  });

  it('counts the repeated hour of the autumn change as two intervals', async () => {
    const { ctx, menu, addOrder } = await setup({
      menu: { max_orders_per_interval: 1, required_notice: null },
      availability: openEveryDay('00:00', '23:59'),
    });
    // 01:15 on summer time (EDT), then 01:10 on standard time (EST), one hour later.
    await addOrder(at('2026-11-01T05:15:00Z'));
    expect(
      await schedule(ctx, { menu, pickup: pickup(), now: at('2026-11-01T05:50:00Z') }),
    ).toEqual({
      dueAt: at('2026-11-01T06:10:00Z'),
    });
    // A time given on that day is the first 01:15 (summer time), whose interval is full.
    const repeated = scheduled('2026-11-01', '01:15');
    expect(
      (await refusal(schedule(ctx, { menu, pickup: repeated, now: at('2026-10-31T12:00:00Z') })))
        .code,
    ).toBe('scheduling_full');
  });
});
