import { eq } from 'drizzle-orm';
import type { OrderDraftInput } from '@app/domain';
import type { Tx } from '../../src/db/client.ts';
import { withTenant } from '../../src/db/tenant.ts';
import {
  credits,
  deliverySettings,
  eventSuiteMenus,
  eventSuites,
  events,
  itemOptionGroups,
  items,
  memberships,
  menuAvailability,
  menus,
  optionGroups,
  optionValues,
  orderingParameters,
  promoCodes,
  restaurants,
  sections,
  subsidies,
  subsidyCodes,
  suites,
  taxRates,
} from '../../src/db/schema/index.ts';
import { createLocationFixture, createUserFixture } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/**
 * Order-taking rows written straight into the database under the location's row-level security
 * (tax rates, promo codes, memberships, credits, subsidies, ordering parameters, delivery
 * settings, orderable menus with option groups), so order tests do not depend on the settings
 * routes. Money is in dollars, as the columns hold it.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Values<T extends { $inferInsert: unknown }> = Omit<Insert<T>, 'restaurant_id'>;

function inTenant<T>(t: TestApp, restaurantId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(t.database.db, restaurantId, work);
}

/**
 * Sets columns of a location row (flags such as `order_management`, `discount`,
 * `membership_program`, `subsidies`, `app8_credits`, `orders_paused`, or `province`,
 * `timezone`, `order_options`). Written as the database owner, like `createLocationFixture`.
 */
export async function updateLocationFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<Insert<typeof restaurants>>,
): Promise<void> {
  await t.database.db.update(restaurants).set(values).where(eq(restaurants.id, restaurantId));
}

/** A tax rate; `value` in percent (13 = 13 %, 9.975 = 9.975 %). Default rate unless said. */
export function createTaxRateFixture(
  t: TestApp,
  restaurantId: number,
  values: { code: string; value: number; label?: string | null; is_default?: boolean },
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(taxRates)
      .values({ restaurant_id: restaurantId, is_default: true, ...values })
      .returning();
    return row!;
  });
}

/** The tax rates of a province as default rates (on: HST 13; qc: GST 5 + QST 9.975; bc: GST 5 + PST 7; ns: HST 14). */
export async function createProvinceTaxFixture(
  t: TestApp,
  restaurantId: number,
  province: 'on' | 'qc' | 'bc' | 'ns',
) {
  const rates = {
    on: [{ code: 'HST', label: 'HST', value: 13 }],
    qc: [
      { code: 'GST', label: 'GST', value: 5 },
      { code: 'QST', label: 'QST', value: 9.975 },
    ],
    bc: [
      { code: 'GST', label: 'GST', value: 5 },
      { code: 'PST', label: 'PST', value: 7 },
    ],
    ns: [{ code: 'HST', label: 'HST', value: 14 }],
  }[province];
  await updateLocationFixture(t, restaurantId, { province });
  const rows = [];
  for (const rate of rates) rows.push(await createTaxRateFixture(t, restaurantId, rate));
  return rows;
}

/**
 * A discount code: `type` dollar (value = dollars off) or percentage (value = percent).
 * Active unless said.
 */
export function createPromoCodeFixture(
  t: TestApp,
  restaurantId: number,
  values: { name: string; type: 'dollar' | 'percentage'; value: number; active?: boolean },
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({ restaurant_id: restaurantId, ...values })
      .returning();
    return row!;
  });
}

/**
 * A guest's membership: `promos` as the spec writes them (`[{ name: 'Members', value: '10' }]`
 * = 10 %, `'5$'` = five dollars). Active and without expiry unless said.
 */
export function createMembershipFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<Values<typeof memberships>> & { identifier: string },
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(memberships)
      .values({ restaurant_id: restaurantId, ...values })
      .returning();
    return row!;
  });
}

/** A guest's store credit (`balance` in dollars) keyed by email. */
export function createCreditFixture(
  t: TestApp,
  restaurantId: number,
  values: { email: string; balance: number; name?: string | null },
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(credits)
      .values({ restaurant_id: restaurantId, ...values })
      .returning();
    return row!;
  });
}

/**
 * A subsidy and one code granting it (status active unless said). `type` discount (with
 * `amount` + `amount_type`), fixed_item_price (`amount` = the unit price) or pay_what_you_can.
 */
export function createSubsidyFixture(
  t: TestApp,
  restaurantId: number,
  values: {
    code: string;
    type: 'discount' | 'fixed_item_price' | 'pay_what_you_can';
    amount?: number | null;
    amount_type?: 'dollar' | 'percentage';
    status?: 'active' | 'inactive';
    name?: string;
    /** Meals the code pays for per day; null (default) = no limit. */
    max_meals_per_day?: number | null;
  },
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [subsidy] = await tx
      .insert(subsidies)
      .values({
        restaurant_id: restaurantId,
        name: values.name ?? `Subsidy ${values.code}`,
        type: values.type,
        amount: values.amount ?? null,
        amount_type: values.amount_type ?? 'dollar',
        max_meals_per_day: values.max_meals_per_day ?? null,
      })
      .returning();
    const [code] = await tx
      .insert(subsidyCodes)
      .values({
        restaurant_id: restaurantId,
        subsidy_id: subsidy!.id,
        code: values.code,
        status: values.status ?? 'active',
      })
      .returning();
    return { subsidy: subsidy!, code: code! };
  });
}

/** The location's ordering parameters row (inserted or replaced), e.g. the service charge. */
export function setOrderingParametersFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<Values<typeof orderingParameters>>,
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(orderingParameters)
      .values({ restaurant_id: restaurantId, ...values })
      .onConflictDoUpdate({ target: orderingParameters.restaurant_id, set: values })
      .returning();
    return row!;
  });
}

/** The location's delivery settings row (inserted or replaced), e.g. the delivery charge. */
export function setDeliverySettingsFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<Values<typeof deliverySettings>>,
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(deliverySettings)
      .values({ restaurant_id: restaurantId, ...values })
      .onConflictDoUpdate({ target: deliverySettings.restaurant_id, set: values })
      .returning();
    return row!;
  });
}

export interface OptionValueFixture {
  name: string;
  /** Dollars. */
  price?: number;
  max_quantity?: number;
  tax_rate?: string | null;
  default_selection?: boolean;
  /** The modifier group this option opens when chosen (a sub-group). */
  sub_group_id?: number | null;
}

/**
 * A modifier group with its values, in the given order. Answers the group row and its value
 * rows (same order as given).
 */
export function createOptionGroupFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<Values<typeof optionGroups>> & { name: string; values: OptionValueFixture[] },
) {
  const { values: options, ...group } = values;
  return inTenant(t, restaurantId, async (tx) => {
    const [groupRow] = await tx
      .insert(optionGroups)
      .values({ restaurant_id: restaurantId, ...group })
      .returning();
    const valueRows =
      options.length === 0
        ? []
        : await tx
            .insert(optionValues)
            .values(
              options.map((option, order) => ({
                restaurant_id: restaurantId,
                option_group_id: groupRow!.id,
                order,
                ...option,
              })),
            )
            .returning();
    valueRows.sort((a, b) => a.order - b.order);
    return { group: groupRow!, values: valueRows };
  });
}

/** Links modifier groups to an item, in the given order. */
export function linkOptionGroupsFixture(
  t: TestApp,
  restaurantId: number,
  itemId: number,
  groupIds: number[],
) {
  return inTenant(t, restaurantId, async (tx) => {
    await tx.insert(itemOptionGroups).values(
      groupIds.map((groupId, order) => ({
        restaurant_id: restaurantId,
        item_id: itemId,
        option_group_id: groupId,
        order,
      })),
    );
  });
}

/** One item of `createOrderableMenuFixture`: published unless said; `base_price` in dollars. */
export type OrderableItemFixture = Partial<Values<typeof items>> & { name: string };

/** Every day 00:00–23:59 (to the end of the day): a menu open at any time. */
export const ALWAYS_OPEN = [1, 2, 3, 4, 5, 6, 7].map((day_of_week) => ({
  day_of_week,
  start_time: '00:00',
  end_time: '23:59',
}));

/**
 * A published menu (take-out on demand and scheduled, dine-in) with one published section
 * holding the given items (published unless said; `section: null` = a menu without sections).
 * `availability` rows are the menu's weekly hours: `ALWAYS_OPEN` unless given (a week without
 * hours is closed; `[]` makes one). Answers the rows.
 */
export function createOrderableMenuFixture(
  t: TestApp,
  restaurantId: number,
  options: {
    menu?: Partial<Values<typeof menus>>;
    section?: Partial<Values<typeof sections>> | null;
    items: OrderableItemFixture[];
    availability?: { day_of_week: number; start_time: string; end_time: string }[];
  },
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [menu] = await tx
      .insert(menus)
      .values({
        restaurant_id: restaurantId,
        name: 'Order menu',
        published: true,
        dine_in: true,
        on_demand: true,
        scheduled: true,
        ...options.menu,
      })
      .returning();
    const [section] =
      options.section === null
        ? [null]
        : await tx
            .insert(sections)
            .values({
              restaurant_id: restaurantId,
              menu_id: menu!.id,
              name: 'Mains',
              published: true,
              ...options.section,
            })
            .returning();
    const itemRows = await tx
      .insert(items)
      .values(
        options.items.map((item, order) => ({
          restaurant_id: restaurantId,
          menu_id: menu!.id,
          section_id: section?.id ?? null,
          published: true,
          order,
          ...item,
        })),
      )
      .returning();
    itemRows.sort((a, b) => a.order - b.order);
    const availability = options.availability ?? ALWAYS_OPEN;
    if (availability.length > 0) {
      await tx.insert(menuAvailability).values(
        availability.map((row) => ({
          restaurant_id: restaurantId,
          menu_id: menu!.id,
          ...row,
        })),
      );
    }
    return { menu: menu!, section: section ?? null, items: itemRows };
  });
}

/**
 * An event with its booked suites (by name), each offered the `packages` menus (event-package
 * menus for event orders). Answers the event and its event suites (the BEO ids), in order.
 */
export function createEventFixture(
  t: TestApp,
  restaurantId: number,
  options: {
    start_date: Date;
    end_date?: Date | null;
    title?: string;
    suites: string[];
    packages: number[];
  },
) {
  return inTenant(t, restaurantId, async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({
        restaurant_id: restaurantId,
        title: options.title ?? 'Game night',
        start_date: options.start_date,
        end_date: options.end_date ?? null,
      })
      .returning();
    const booked = [];
    for (const name of options.suites) {
      const [suite] = await tx
        .insert(suites)
        .values({ restaurant_id: restaurantId, name })
        .returning();
      const [eventSuite] = await tx
        .insert(eventSuites)
        .values({ restaurant_id: restaurantId, event_id: event!.id, suite_id: suite!.id })
        .returning();
      booked.push(eventSuite!);
      if (options.packages.length > 0) {
        await tx.insert(eventSuiteMenus).values(
          options.packages.map((menu_id) => ({
            restaurant_id: restaurantId,
            event_suite_id: eventSuite!.id,
            menu_id,
          })),
        );
      }
    }
    return { event: event!, suites: booked };
  });
}

/**
 * An order draft as `POST /orders`, `/orders/recalculate-costs` and `/orders/validate` take it:
 * take-out by default, lines `{ id, menu_id, quantity?, orderOptions? … }` (the rest defaults).
 */
export function orderDraft(
  menuId: number,
  lines: OrderDraftInput['data']['items'],
  extra: {
    type?: OrderDraftInput['type'];
    config?: Partial<OrderDraftInput['data']['config']>;
    checkout?: OrderDraftInput['data']['checkout'];
  } = {},
): OrderDraftInput {
  return {
    type: extra.type ?? 'take_out',
    data: {
      config: { menuId, ...extra.config },
      items: lines,
      ...(extra.checkout ? { checkout: extra.checkout } : {}),
    },
  };
}

export interface OrderingTestbed {
  /** A new location with `order_management` on (plus the flags asked for). */
  locationId: number;
  /** A second location, also ordering-enabled, that every test user also has. */
  otherLocationId: number;
  /** Headers for a call as a user of `role` at `tenant` (default `locationId`); staff get PIN 1234 entered. */
  headers(role: string, tenant?: number): Promise<Record<string, string>>;
}

/**
 * Two new locations with ordering on (`order_management` + `flags`) and users of any role on
 * both, signed in through the real API (staff enter their PIN). Nothing of the demo data is used.
 */
export async function createOrderingTestbed(
  t: TestApp,
  flags: Partial<Insert<typeof restaurants>> = {},
): Promise<OrderingTestbed> {
  const location = await createLocationFixture(t.database.db, { order_management: true, ...flags });
  const other = await createLocationFixture(t.database.db, { order_management: true, ...flags });
  const signedIn = new Map<string, Awaited<ReturnType<typeof signIn>>>();
  return {
    locationId: location.id,
    otherLocationId: other.id,
    async headers(role, tenant = location.id) {
      let user = signedIn.get(role);
      if (!user) {
        const created = await createUserFixture(t.database.db, {
          role,
          locations: [location.id, other.id],
          ...(role === 'staff' ? { pin: '1234' } : {}),
        });
        user = await signIn(t, created.email, created.password);
        if (role === 'staff') {
          const pin = await t.app.inject({
            method: 'POST',
            url: '/api/auth/pin',
            headers: user.headers(),
            payload: { pin: '1234' },
          });
          if (pin.statusCode >= 300) throw new Error(`PIN refused: ${pin.body}`);
        }
        signedIn.set(role, user);
      }
      return user.headers(tenant);
    },
  };
}

/** `POST url` with a JSON body as the caller of `headers`, in `locale` (default en-CA). */
export function postJson(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  payload: unknown,
  locale: 'en-CA' | 'fr-CA' = 'en-CA',
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'accept-language': locale },
    payload: payload as Record<string, unknown>,
  });
}
