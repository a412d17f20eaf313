import type { JobRun } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { posConnections, restaurants } from '../../src/db/schema/index.ts';
import { posConnectionsRepository } from '../../src/modules/pos-pull/pos-connections.repository.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  changesOf,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';
import { startFakeSquare, forgetRequests, type FakeSquare } from './fake-square.ts';
import { SQUARE_LOCATION } from './square-objects.ts';
import { jobRunWhen } from '../helpers/job-run.ts';

export interface PosTestbed extends Testbed {
  t: TestApp;
  square: FakeSquare;
  member: ApiCaller;
  /** PUT /restaurants/upload-menu/{id} as `caller` (default the member), then the run's end. */
  pull(caller?: ApiCaller, locale?: 'en-CA' | 'fr-CA'): Promise<JobRun>;
  /** Polls GET /api/jobs/{id} until the run has ended. */
  finished(id: number, caller?: ApiCaller, locale?: 'en-CA' | 'fr-CA'): Promise<JobRun>;
  /** Everything a pull may change at the location, as the API answers it (exact text). */
  snapshot(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A `pos_integrated` location (its catalogue empty) connected to a fake Square on loopback, and
 * a second location without the flag; users of every role have both. Requests to the point of
 * sale time out after `requestTimeoutMs`.
 */
export async function createPosTestbed(requestTimeoutMs = 5_000): Promise<PosTestbed> {
  const square = await startFakeSquare();
  const t = await buildTestApp({ env: { POS_REQUEST_TIMEOUT_MS: String(requestTimeoutMs) } });
  const bed = await createTestbed(t);
  await t.database.db
    .update(restaurants)
    .set({ pos_integrated: true })
    .where(eq(restaurants.id, bed.locationId));
  await posConnectionsRepository.save(t.database.db, {
    restaurant_id: bed.locationId,
    provider: 'square',
    base_url: square.url,
    access_token: square.token,
    pos_location_id: SQUARE_LOCATION,
    menu_name: 'Square menu',
  });
  const member = await bed.as('member');

  const finished = (id: number, caller = member, locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
    jobRunWhen(() => caller('GET', `/api/jobs/${id}`, undefined, locale));

  return {
    ...bed,
    t,
    square,
    member,
    finished,
    async pull(caller = member, locale = 'en-CA') {
      forgetRequests(square);
      const res = await caller(
        'PUT',
        `/api/restaurants/upload-menu/${bed.locationId}`,
        undefined,
        locale,
      );
      expect(res.statusCode, res.body).toBe(202);
      return finished(res.json<JobRun>().id, caller, locale);
    },
    async snapshot() {
      const [connection] = await t.database.db
        .select({ last_pulled_at: posConnections.last_pulled_at })
        .from(posConnections)
        .where(eq(posConnections.restaurant_id, bed.locationId));
      return {
        menus: (await member('GET', '/api/menus/deep-get-menus')).body,
        options: (await member('GET', '/api/options')).body,
        history: (await changesOf(t, bed.locationId, 'menu')).map((row) => row.id),
        lastPulledAt: connection?.last_pulled_at ?? null,
      };
    },
    async close() {
      await t.close();
      await square.close();
    },
  };
}
