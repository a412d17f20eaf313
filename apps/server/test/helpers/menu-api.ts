import type { Item, Menu, Section } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { changeHistory } from '../../src/db/schema/index.ts';
import { createLocationFixture, createUserFixture } from './fixtures.ts';
import { signIn, type SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

export type Locale = 'en-CA' | 'fr-CA';

/** Calls the API as `user` on `tenant` (default: the user's first location). */
export function call(
  t: TestApp,
  user: SignedIn,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; locale?: Locale; tenant?: number } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...user.headers(options.tenant), 'accept-language': options.locale ?? 'en-CA' },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** A location of its own with an empty catalogue, and a signed-in user of `role` there. */
export async function emptyLocation(t: TestApp, role = 'manager') {
  const location = await createLocationFixture(t.database.db);
  const fixture = await createUserFixture(t.database.db, { role, locations: [location.id] });
  const user = await signIn(t, fixture.email, fixture.password);
  return { locationId: location.id, user };
}

/** A menu "M" with one section "S" holding one item "I", made through the API by `user`. */
export async function menuWithOneItem(t: TestApp, user: SignedIn) {
  const menu = (await call(t, user, 'POST', '/api/menus', { body: { name: 'M' } })).json<Menu>();
  const sectionsUrl = `/api/menus/${menu.id}/sections`;
  const section = (
    await call(t, user, 'POST', sectionsUrl, { body: { name: 'S' } })
  ).json<Section>();
  const itemsUrl = `${sectionsUrl}/${section.id}/items`;
  const item = (await call(t, user, 'POST', itemsUrl, { body: { name: 'I' } })).json<Item>();
  return { menu, section, item };
}

/** The change-history rows of one catalogue entity, newest first. */
export function catalogueChanges(t: TestApp, restaurantId: number, entity: string) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, entity)))
    .orderBy(desc(changeHistory.id));
}
