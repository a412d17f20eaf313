import { ZPickup, type Locale, type OrderType, type Pickup } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../src/db/client.ts';
import { orders, restaurants } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { AppError } from '../../src/errors/app-error.ts';
import type { OrderContext } from '../../src/context/order-context.ts';
import { checkOrderScheduling } from '../../src/modules/orders/scheduling/order-scheduling.ts';
import {
  schedulingRepository,
  type SchedulingMenu,
} from '../../src/modules/orders/scheduling/scheduling.repository.ts';
import { toLocation } from '../../src/modules/restaurants/location-response.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Every day of the week open `start`–`end` (the location's wall clock). */
export function openEveryDay(start = '08:00', end = '20:00') {
  return [1, 2, 3, 4, 5, 6, 7].map((day_of_week) => ({
    day_of_week,
    start_time: start,
    end_time: end,
  }));
}

/** An order context as a signed-in request at the location would build it (parsed location). */
export async function schedulingContext(
  t: TestApp,
  locationId: number,
  locale: Locale = 'en-CA',
): Promise<OrderContext> {
  const [row] = await t.database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.id, locationId));
  return {
    restaurantId: locationId,
    location: toLocation(row!),
    user: { id: 1, email: 'staff@fixture.test', role: 'staff' },
    locale,
    tenantTx: (work) => withTenant(t.database.db, locationId, work),
  };
}

export function loadMenu(t: TestApp, locationId: number, menuId: number): Promise<SchedulingMenu> {
  return withTenant(t.database.db, locationId, async (tx) => {
    const menu = await schedulingRepository.menu(tx, menuId);
    if (!menu) throw new Error(`menu ${menuId} not found`);
    return menu;
  });
}

export function pickup(values: Partial<Pickup> = {}): Pickup {
  return ZPickup.parse(values);
}

/** An order written straight into the database, due at `pickupTime`. */
export function insertOrderFixture(
  tx: Tx,
  values: {
    restaurantId: number;
    menuId: number;
    pickupTime: Date;
    type?: OrderType;
    status?: string;
  },
) {
  return tx
    .insert(orders)
    .values({
      restaurant_id: values.restaurantId,
      menu_id: values.menuId,
      type: values.type ?? 'take_out',
      status: values.status ?? 'pending',
      pickup_time: values.pickupTime,
    })
    .returning({ id: orders.id })
    .then((rows) => rows[0]!.id);
}

export interface ScheduleInput {
  type?: OrderType;
  menu: SchedulingMenu;
  pickup: Pickup;
  now: Date;
  excludeOrderId?: number;
}

/** `checkOrderScheduling` in a transaction of its own. */
export function schedule(ctx: OrderContext, input: ScheduleInput) {
  return ctx.tenantTx(async (tx) =>
    checkOrderScheduling(tx, ctx, {
      type: input.type ?? 'take_out',
      parameters: await schedulingRepository.parameters(tx),
      ...input,
    }),
  );
}

/** The refusal of a call that must fail: its code, message params and localized message. */
export async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => new Error('expected a refusal'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw error;
  return { code: error.code, params: error.params, status: error.status };
}
