import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { restaurants, userRestaurants, users } from '../../src/db/schema/index.ts';
import { hashSecret } from '../../src/modules/auth/secret-hashing.ts';

/** A short random suffix so that fixtures never collide, whatever order tests run in. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

export async function createLocationFixture(
  db: Db,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<typeof restaurants.$inferSelect> {
  const suffix = uniqueSuffix();
  const [location] = await db
    .insert(restaurants)
    .values({ name: `Fixture location ${suffix}`, slug: `fixture-${suffix}`, ...values })
    .returning();
  return location!;
}

export interface UserFixtureOptions {
  email?: string;
  name?: string;
  /** `null` leaves the account without a password (SSO only). */
  password?: string | null;
  pin?: string;
  role?: string;
  eventAccess?: string | null;
  groups?: string[];
  locale?: string;
  disabled?: boolean;
  /** Location ids in token order; by default one new location. */
  locations?: number[];
}

export interface UserFixture {
  id: number;
  email: string;
  password: string;
  locations: number[];
}

/** A user with an argon2id password (and PIN), linked to its locations in the given order. */
export async function createUserFixture(
  db: Db,
  options: UserFixtureOptions = {},
): Promise<UserFixture> {
  const email = options.email ?? `user-${uniqueSuffix()}@fixture.test`;
  const password = options.password === undefined ? `pw-${uniqueSuffix()}-long` : options.password;
  const locations = options.locations ?? [(await createLocationFixture(db)).id];
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: options.name ?? 'Fixture User',
      password_hash: password === null ? null : await hashSecret(password),
      pin_hash: options.pin ? await hashSecret(options.pin) : null,
      role: options.role ?? 'manager',
      event_access: options.eventAccess ?? null,
      groups: options.groups ?? [],
      locale: options.locale ?? 'en-CA',
      disabled: options.disabled ?? false,
    })
    .returning({ id: users.id });
  if (locations.length > 0) {
    await db.insert(userRestaurants).values(
      locations.map((restaurantId, position) => ({
        user_id: user!.id,
        restaurant_id: restaurantId,
        position,
      })),
    );
  }
  return { id: user!.id, email, password: password ?? '', locations };
}
