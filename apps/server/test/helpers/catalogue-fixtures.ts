import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { withTenant } from '../../src/db/tenant.ts';
import { changeHistory, items, menus, sections } from '../../src/db/schema/index.ts';
import { createLocationFixture, createUserFixture } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/**
 * Catalogue rows written straight into the database under the location's row-level security, so
 * these tests do not depend on the menus module's routes.
 */
export function createMenuFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<typeof menus.$inferInsert> & { name: string },
) {
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(menus)
      .values({ restaurant_id: restaurantId, ...values })
      .returning();
    return row!;
  });
}

export function createSectionFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<typeof sections.$inferInsert> & { name: string; menu_id: number },
) {
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(sections)
      .values({ restaurant_id: restaurantId, ...values })
      .returning();
    return row!;
  });
}

export function createItemFixture(
  t: TestApp,
  restaurantId: number,
  values: Partial<typeof items.$inferInsert> & { name: string; menu_id: number },
) {
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const [row] = await tx
      .insert(items)
      .values({ restaurant_id: restaurantId, ...values })
      .returning();
    return row!;
  });
}

/** The change-history rows of one entity kind at a location, newest first. */
export function changesOf(t: TestApp, restaurantId: number, entity: string) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, entity)))
    .orderBy(desc(changeHistory.id));
}

export interface ApiCaller {
  (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    locale?: 'en-CA' | 'fr-CA',
  ): Promise<LightMyRequestResponse>;
}

/** Calls the API as `email` at location `tenant` (signed in once). */
export async function apiAs(
  t: TestApp,
  email: string,
  tenant: number,
  password?: string,
): Promise<ApiCaller> {
  const user = await signIn(t, email, password);
  return (method, url, payload, locale = 'en-CA') =>
    t.app.inject({
      method,
      url,
      headers: { ...user.headers(tenant), 'accept-language': locale },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export interface Testbed {
  /** A new, empty location: what these tests create is all it holds. */
  locationId: number;
  /** A second location every test user also has, to prove that its rows stay apart. */
  otherLocationId: number;
  /** Calls as a user of `role` who has both locations, at `tenant` (default the first). */
  as(role: string, tenant?: number): Promise<ApiCaller>;
  /** A user of `role` with both locations (staff get the PIN 1234). */
  user(role: string): Promise<{ email: string; password: string }>;
}

/**
 * Two new locations and users of any role on them, so tests do not depend on the demo
 * catalogue (which is edited on its own).
 */
export async function createTestbed(t: TestApp): Promise<Testbed> {
  const location = await createLocationFixture(t.database.db);
  const other = await createLocationFixture(t.database.db);
  const users = new Map<string, { email: string; password: string }>();
  const user = async (role: string) => {
    let found = users.get(role);
    if (!found) {
      found = await createUserFixture(t.database.db, {
        role,
        locations: [location.id, other.id],
        ...(role === 'staff' ? { pin: '1234' } : {}),
      });
      users.set(role, found);
    }
    return found;
  };
  return {
    locationId: location.id,
    otherLocationId: other.id,
    user,
    async as(role, tenant = location.id) {
      const { email, password } = await user(role);
      return apiAs(t, email, tenant, password);
    },
  };
}
