import type { JobRun } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, posConnections } from '../../src/db/schema/index.ts';
import { posConnectionsRepository } from '../../src/modules/pos-pull/pos-connections.repository.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createPosTestbed, type PosTestbed } from './pos-pull-testbed.ts';
import { bistroCatalogue } from './square-objects.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/** Who may start a pull, where, and what a second request while one runs gets. */
describe('point-of-sale pull: access', () => {
  let bed: PosTestbed;
  const url = () => `/api/restaurants/upload-menu/${bed.locationId}`;
  const runsAt = (restaurantId: number) =>
    bed.t.database.db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.restaurant_id, restaurantId), eq(jobRuns.kind, 'pos-pull')));

  beforeAll(async () => {
    // Long enough for a request Square leaves hanging to outlast the test's second call.
    bed = await createPosTestbed(10_000);
    bed.square.objects = bistroCatalogue();
  });
  afterAll(() => bed.close());

  it('lets every role that opens the menus pull, and never tells the access token', async () => {
    for (const role of ['member', 'lead', 'admin']) {
      const caller = await bed.as(role);
      const res = await caller('PUT', url());
      expect(res.statusCode, `${role}: ${res.body}`).toBe(202);
      expect(res.json<JobRun>()).toMatchObject({ kind: 'pos-pull', error: null });
      expect(res.body).not.toContain(bed.square.token);
      const run = await bed.finished(res.json<JobRun>().id, caller);
      expect(run.status).toBe('succeeded');
      expect(JSON.stringify(run)).not.toContain(bed.square.token);
    }
    const location = await bed.member('GET', `/api/restaurants/${bed.locationId}`);
    expect(location.body).not.toContain(bed.square.token);
  });

  it('refuses staff and kiosk, and locations without pos_integrated, starting nothing', async () => {
    const before = (await runsAt(bed.locationId)).length;
    for (const role of ['staff', 'kiosk']) {
      const { email, password } = await bed.user(role);
      const user = await signIn(bed.t, email, password);
      if (role === 'staff') {
        const pin = await bed.t.app.inject({
          method: 'POST',
          url: '/api/auth/pin',
          headers: user.headers(bed.locationId),
          payload: { pin: '1234' },
        });
        expect(pin.statusCode).toBe(200);
      }
      const res = await bed.t.app.inject({
        method: 'PUT',
        url: url(),
        headers: user.headers(bed.locationId),
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    // The second location is not pos_integrated: its own id, as the active location.
    const elsewhere = await bed.as('manager', bed.otherLocationId);
    const res = await elsewhere(
      'PUT',
      `/api/restaurants/upload-menu/${bed.otherLocationId}`,
      undefined,
      'fr-CA',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'feature_disabled',
      message: 'Cette fonction n’est pas activée pour cet établissement.',
    });
    const anonymous = await bed.t.app.inject({ method: 'PUT', url: url() });
    expect(anonymous.statusCode).toBe(401);
    expect((await runsAt(bed.locationId)).length).toBe(before);
    expect(await runsAt(bed.otherLocationId)).toEqual([]);
  });

  it('pulls only the active location: another id is not found', async () => {
    const res = await bed.member('PUT', `/api/restaurants/upload-menu/${bed.otherLocationId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(await runsAt(bed.otherLocationId)).toEqual([]);
  });

  it('answers 409 without a connection, in the caller language', async () => {
    const db = bed.t.database.db;
    const [saved] = await db
      .select()
      .from(posConnections)
      .where(eq(posConnections.restaurant_id, bed.locationId));
    await db.delete(posConnections).where(eq(posConnections.restaurant_id, bed.locationId));
    try {
      const before = (await runsAt(bed.locationId)).length;
      const en = await bed.member('PUT', url());
      expect(en.statusCode).toBe(409);
      expect(en.json()).toMatchObject({
        code: 'pos_not_configured',
        message: expect.stringContaining('not connected to a point of sale') as string,
      });
      const fr = await bed.member('PUT', url(), undefined, 'fr-CA');
      expect(fr.json<{ message: string }>().message).toContain('n’est pas encore relié');
      expect((await runsAt(bed.locationId)).length).toBe(before);
    } finally {
      await posConnectionsRepository.save(db, saved!);
    }
  });

  it('answers the pull already under way instead of starting a second one', async () => {
    bed.square.failure = { hang: true };
    try {
      // Two at once, then one more while the first still waits for Square.
      const [first, second] = await Promise.all([
        bed.member('PUT', url()),
        (await bed.as('manager'))('PUT', url()),
      ]);
      expect(first.statusCode, first.body).toBe(202);
      expect(second.json<JobRun>().id).toBe(first.json<JobRun>().id);
      const id = first.json<JobRun>().id;
      await waitUntil('the pull to ask Square', async () => bed.square.seen.length > 0);
      const third = await bed.member('PUT', url());
      expect(third.json<JobRun>()).toMatchObject({ id, status: 'running' });
      bed.square.failure = null;
      bed.square.releaseHanging();
      expect((await bed.finished(id)).status).toBe('succeeded');
      // Once it has ended, the next request starts a new pull.
      const next = await bed.member('PUT', url());
      expect(next.json<JobRun>().id).toBeGreaterThan(id);
      await bed.finished(next.json<JobRun>().id);
    } finally {
      bed.square.failure = null;
      bed.square.releaseHanging();
    }
  });

  it('starts a new pull when the one under way was lost (its worker stopped)', async () => {
    const [lost] = await bed.t.database.db
      .insert(jobRuns)
      .values({
        restaurant_id: bed.locationId,
        kind: 'pos-pull',
        status: 'running',
        updated_at: new Date(Date.now() - 20 * 60_000),
      })
      .returning();
    const res = await bed.member('PUT', url());
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json<JobRun>();
    expect(run.id).toBeGreaterThan(lost!.id);
    expect((await bed.finished(run.id)).status).toBe('succeeded');
    const [settled] = await bed.t.database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.id, lost!.id));
    expect(settled).toMatchObject({ status: 'failed' });
  });
});
