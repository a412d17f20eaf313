import { gunzipSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ZCartItem,
  computeCosts,
  dueInstant,
  formatDate,
  formatMoney,
  menuItems,
  orderableItemOf,
  parseChargeValue,
  priceLine,
  type ChargeValue,
  type Locale,
  type Order,
  type OrderingConfig,
  type OrderType,
  type Province,
  type PublishedMenu,
} from '@app/domain';
import { DEMO_PASSWORD } from './demo.ts';
import { readStoredSession } from './journeys.ts';

/**
 * Order-taking journeys: calls to the real API with the page's own session (to set up a menu,
 * read what the screens read, or check what was stored), and the total a receipt must show as
 * the domain's cost engine computes it — never a number written in the test.
 */

/** Who calls the API: a request context and the session headers (token, location). */
export interface ApiCaller {
  request: APIRequestContext;
  headers: Record<string, string>;
}

/** The API as the page's own session calls it (the active location unless another is given). */
export async function pageCaller(page: Page, tenantId?: number): Promise<ApiCaller> {
  const session = await readStoredSession(page);
  if (!session) throw new Error('No session in this tab');
  return {
    request: page.request,
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      'X-Restaurant-Id': String(tenantId ?? session.tenantId),
    },
  };
}

/** The API as an account signed in without a browser, at its first location. */
export async function signedInCaller(
  request: APIRequestContext,
  email: string,
): Promise<ApiCaller> {
  const answer = await request.post('/api/auth/sign-in', {
    data: { email, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    restaurants: number[];
  };
  return {
    request,
    headers: { Authorization: `Bearer ${token}`, 'X-Restaurant-Id': String(claims.restaurants[0]) },
  };
}

/** The same caller at another of its locations. */
export function atLocation(caller: ApiCaller, tenantId: number): ApiCaller {
  return { ...caller, headers: { ...caller.headers, 'X-Restaurant-Id': String(tenantId) } };
}

export async function apiCall<T>(
  caller: ApiCaller,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await caller.request.fetch(`/api${path}`, {
    method,
    headers: caller.headers,
    ...(body === undefined ? {} : { data: body }),
  });
  if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The id of a menu of the caller's location, by name. */
export async function menuId(caller: ApiCaller, name: string): Promise<number> {
  const menus = await apiCall<{ id: number; name: string }[]>(caller, 'GET', '/menus');
  const found = menus.find((menu) => menu.name === name);
  if (!found) throw new Error(`No menu ${name}`);
  return found.id;
}

/** The id of a location of the caller, by name. */
export async function locationId(caller: ApiCaller, name: string): Promise<number> {
  const locations = await apiCall<{ id: number; name: string }[]>(
    caller,
    'POST',
    '/restaurants/list',
    {},
  );
  const found = locations.find((location) => location.name === name);
  if (!found) throw new Error(`No location ${name}`);
  return found.id;
}

export interface TestMenu {
  id: number;
  name: string;
}

/** Every day, all day (a week without hours is closed). */
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day_of_week: day,
  start_time: '00:00',
  end_time: '23:59',
}));

/**
 * A published menu open at all hours with its items, made through the catalogue API: journeys
 * that order "now" must not depend on the time of day they run at.
 */
export async function createOpenMenu(
  caller: ApiCaller,
  menu: { name: string; dine_in?: boolean; on_demand?: boolean; scheduled?: boolean },
  items: { name: string; base_price: number; options?: number[] }[],
): Promise<TestMenu> {
  const created = await apiCall<TestMenu>(caller, 'POST', '/menus', {
    dine_in: false,
    on_demand: false,
    scheduled: false,
    allow_sections: false,
    ...menu,
    published: true,
    availability: ALL_WEEK,
  });
  for (const item of items) {
    await apiCall(caller, 'POST', `/menus/${created.id}/items`, { ...item, published: true });
  }
  return created;
}

/** The modifier groups of the active location by name (modifiers screen's list). */
export async function optionGroupIds(caller: ApiCaller, names: string[]): Promise<number[]> {
  const groups = await apiCall<{ id: number; name: string }[]>(caller, 'GET', '/options');
  return names.map((name) => {
    const group = groups.find((candidate) => candidate.name === name);
    if (!group) throw new Error(`No modifier group ${name}`);
    return group.id;
  });
}

async function publishedMenus(caller: ApiCaller): Promise<PublishedMenu[]> {
  const answer = await apiCall<PublishedMenu[] | { isBase64Encoded: true; body: string }>(
    caller,
    'GET',
    '/menus/get-published-menus-optimized',
  );
  if (Array.isArray(answer)) return answer;
  return JSON.parse(
    gunzipSync(Buffer.from(answer.body, 'base64')).toString('utf8'),
  ) as PublishedMenu[];
}

export interface ExpectedLine {
  item: string;
  quantity?: number;
  /** Modifiers by group and option name (primary language), with their quantity. */
  options?: { group: string; value: string; quantity?: number }[];
}

/**
 * The total (with tip) the order must show, as the domain computes it from the published menu,
 * the location's tax rates and province, and the discount code as the server describes it.
 * `at` is when the lines are priced (the due time of a scheduled order, else now).
 */
export async function expectedTotal(
  page: Page,
  order: { menu: string; lines: ExpectedLine[]; discountCode?: string; at?: Date },
  locale: Locale,
): Promise<string> {
  const caller = await pageCaller(page);
  const tenantId = caller.headers['X-Restaurant-Id'];
  const [menus, config, location] = await Promise.all([
    publishedMenus(caller),
    apiCall<OrderingConfig>(caller, 'GET', '/orders/ordering-config'),
    apiCall<{ province: Province }>(caller, 'GET', `/restaurants/${tenantId}`),
  ]);
  const menu = menus.find((candidate) => candidate.name === order.menu);
  if (!menu) throw new Error(`No published menu ${order.menu}`);
  const at = order.at ?? new Date();
  const lines = order.lines.flatMap((line) => {
    const item = menuItems(menu).find((candidate) => candidate.name === line.item);
    if (!item) throw new Error(`No item ${line.item}`);
    const orderOptions = (line.options ?? []).map((option) => {
      const group = menu.option_groups.find((candidate) => candidate.name === option.group);
      const value = group?.values.find((candidate) => candidate.name === option.value);
      if (!group || !value) throw new Error(`No option ${option.group} / ${option.value}`);
      return { group_id: group.id, value_id: value.id, quantity: option.quantity ?? 1 };
    });
    const entry = ZCartItem.parse({
      id: item.id,
      menu_id: menu.id,
      quantity: line.quantity ?? 1,
      orderOptions,
    });
    return priceLine(entry, orderableItemOf(item, menu), at, config.timeZone).costLines;
  });
  let discount: { code: string; value: ChargeValue } | null = null;
  if (order.discountCode) {
    const info = await apiCall<{ code: string; type: 'dollar' | 'percentage'; value: number }>(
      caller,
      'POST',
      '/orders/get-discount-info',
      { code: order.discountCode },
    );
    const value = parseChargeValue(info.type === 'dollar' ? `${info.value}$` : String(info.value));
    if (value) discount = { code: info.code, value };
  }
  const costs = computeCosts({
    lines,
    taxRates: config.taxRates.map((rate) => ({
      code: rate.code,
      label: rate.label,
      milliPercent: Math.round(rate.rate * 1000),
      isDefault: rate.is_default,
    })),
    province: location.province,
    discount,
  });
  return formatMoney(costs.totalWithTip, locale);
}

/**
 * The first date the server lets this menu be scheduled on, but not today (times left today
 * vary); a weekday when the location excludes weekends or `weekdays` asks for one (a menu open
 * on weekdays only).
 */
export async function scheduleDate(
  caller: ApiCaller,
  menuId: number,
  type: OrderType,
  { weekdays = false } = {},
): Promise<string> {
  const window = await apiCall<{
    firstDate: string | null;
    lastDate: string | null;
    excludeWeekends: boolean;
  }>(caller, 'POST', '/orders/scheduling', { menuId, type });
  if (!window.firstDate) throw new Error('The menu cannot be scheduled');
  const next = (iso: string) => {
    const date = new Date(`${iso}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  };
  const weekend = (iso: string) => [0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay());
  let date = next(window.firstDate);
  while ((window.excludeWeekends || weekdays) && weekend(date)) date = next(date);
  return date;
}

/** The due instant of a date at noon in the location's zone (what the lines are priced at). */
export function noonOf(date: string, timeZone = 'America/Toronto'): Date {
  return dueInstant(date, '12:00', timeZone);
}

/**
 * Picks the date in the checkout's date picker: opens it, moves to the date's month if needed,
 * and clicks the day (its label is the product's date format).
 */
export async function pickDate(page: Page, field: Locator, date: string, locale: Locale) {
  await field.click();
  const label = formatDayLabel(date, locale);
  const nextMonth = page.getByRole('button', {
    name: locale === 'fr-CA' ? 'Mois suivant' : 'Next month',
  });
  for (let tries = 0; tries < 3; tries += 1) {
    const day = page.getByRole('button', { name: label, exact: true });
    if ((await day.count()) > 0) {
      await day.first().click();
      return;
    }
    await nextMonth.click();
  }
  throw new Error(`No day ${label} in the date picker`);
}

/** A calendar day as the picker names it: the product's date format of that day. */
function formatDayLabel(date: string, locale: Locale): string {
  return formatDate(new Date(`${date}T12:00:00Z`), locale, 'UTC');
}

/**
 * Taps the cart's submit button (`label`, "Submit order" unless given) and answers the order
 * `POST /orders` created, as the server stored it.
 */
export async function submitOrder(page: Page, label = 'Submit order'): Promise<Order> {
  const created = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/orders') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: label }).click();
  return (await (await created).json()) as Order;
}

/** The cart's total row ("Total" in both languages). */
export function cartTotal(page: Page, caption: string): Locator {
  return page
    .getByRole('table', { name: caption })
    .getByRole('row', { name: /^Total/ })
    .getByRole('cell');
}

export async function expectCartTotal(page: Page, caption: string, total: string) {
  await expect(cartTotal(page, caption)).toHaveText(total);
}

/** Picks `option` in the order form's select named `field`. */
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
