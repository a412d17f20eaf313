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

/** The change-history rows of one catalogue entity, newest first. */
export function catalogueChanges(t: TestApp, restaurantId: number, entity: string) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, entity)))
    .orderBy(desc(changeHistory.id));
}
