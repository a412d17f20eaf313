import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@app/domain';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { restaurants, userRestaurants, users } from '../db/schema/index.ts';
import { hashSecret } from '../modules/auth/secret-hashing.ts';
import { demoLocations, DEMO_GROUP, type DemoLocationKey } from './demo-locations.ts';
import { demoUsers } from './demo-users.ts';
import { bistroCatalogue } from './demo-catalogue-bistro.ts';
import { schoolCatalogue } from './demo-catalogue-school.ts';
import { stadiumCatalogue } from './demo-catalogue-stadium.ts';
import { insertDemoCatalogues } from './insert-demo-catalogue.ts';
import { insertDemoEvents } from './insert-demo-events.ts';
import { settleDemoEventSuites } from './settle-demo-event-suites.ts';
import type { DemoSuiteMenu } from './demo-venue-lists.ts';
import { insertDemoOrders } from './insert-demo-orders.ts';
import { insertDemoSettings } from './insert-demo-settings.ts';
import { insertDemoSubsidies } from './demo-subsidies.ts';
import { insertDemoCredits } from './demo-credits.ts';
import { posConnectionsRepository } from '../modules/pos-pull/pos-connections.repository.ts';
import { demoPosConnection } from './demo-square-catalog.ts';

export type DemoLocationIds = Record<DemoLocationKey, number>;

/**
 * Loads the demo data set (DESIGN §9) into an empty database, all in one transaction, and
 * answers the sign-in lines to print. Answers null, changing nothing, when the database already
 * holds a location or a user (a second start, or a production database).
 */
export async function loadDemoDataIfEmpty(
  database: Database,
  config: Config,
): Promise<string[] | null> {
  const { db } = database;
  if (!(await isEmpty(db))) return null;
  // Hash before the transaction: argon2 is slow on purpose and must not hold a lock.
  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(config.demoPassword),
    hashSecret('1234'),
  ]);
  const loaded = await db.transaction(async (tx) => {
    // Two starts racing on one empty database: the second waits here, then finds data.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    if (!(await isEmpty(tx))) return false;
    const locationIds = await insertLocations(tx);
    await insertUsers(tx, locationIds, passwordHash, pinHash);
    await insertLocationContent(tx, locationIds);
    // The bistro is pos_integrated: it pulls from the demo point of sale out of the box.
    await posConnectionsRepository.save(
      tx,
      demoPosConnection(locationIds.bistro, config.publicUrl),
    );
    return true;
  });
  if (!loaded) return null;
  return demoUsers.map(
    (user) =>
      `${user.email} / ${config.demoPassword} (${user.role})${user.pin ? `, PIN ${user.pin}` : ''}`,
  );
}

async function isEmpty(db: Pick<Tx, 'select'>): Promise<boolean> {
  const [location] = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !location && !user;
}

async function insertLocations(tx: Tx): Promise<DemoLocationIds> {
  const keys = Object.keys(demoLocations) as DemoLocationKey[];
  const rows = await tx
    .insert(restaurants)
    .values(keys.map((key) => demoLocations[key]))
    .returning({ id: restaurants.id, slug: restaurants.slug });
  const idOf = (key: DemoLocationKey) =>
    rows.find((row) => row.slug === demoLocations[key].slug)!.id;
  return { bistro: idOf('bistro'), school: idOf('school'), stadium: idOf('stadium') };
}

/**
 * Menus, modifiers, events and suites (venue), the order-taking settings (tax rates come with
 * the catalogues), then orders referring to all of them.
 */
async function insertLocationContent(tx: Tx, ids: DemoLocationIds) {
  const catalogue = await insertDemoCatalogues(tx, [
    [ids.bistro, bistroCatalogue],
    [ids.school, schoolCatalogue],
    [ids.stadium, stadiumCatalogue],
  ]);
  const suiteMenus = new Map<DemoSuiteMenu, number>(
    (['Suite Catering', 'Suite Dining'] as const).map((name) => [
      name,
      catalogue.menus.find((menu) => menu.restaurant_id === ids.stadium && menu.name === name)!.id,
    ]),
  );
  const now = new Date();
  const eventSuites = await insertDemoEvents(tx, ids.stadium, DEFAULT_TIME_ZONE, suiteMenus, now);
  await insertDemoSettings(tx, ids, now);
  await insertDemoSubsidies(tx, ids.school);
  await insertDemoOrders(tx, ids, catalogue, eventSuites, now);
  await settleDemoEventSuites(tx, ids.stadium, eventSuites);
  await insertDemoCredits(tx, ids.school, now);
}

async function insertUsers(tx: Tx, ids: DemoLocationIds, passwordHash: string, pinHash: string) {
  const rows = await tx
    .insert(users)
    .values(
      demoUsers.map((user) => ({
        email: user.email,
        name: user.name,
        password_hash: passwordHash,
        role: user.role,
        event_access: user.event_access,
        pin_hash: user.pin ? pinHash : null,
        groups: [DEMO_GROUP],
        locale: user.locale ?? 'en-CA',
      })),
    )
    .returning({ id: users.id, email: users.email });
  await tx.insert(userRestaurants).values(
    demoUsers.flatMap((user) => {
      const userId = rows.find((row) => row.email === user.email)!.id;
      return user.locations.map((key, position) => ({
        user_id: userId,
        restaurant_id: ids[key],
        position,
      }));
    }),
  );
}
