import { ZOrder } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { idempotent } from '../../src/lib/idempotency.ts';
import { updateLocationFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  orderCount,
  orderingLocation,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** `Idempotency-Key` on POST /api/orders, and the helper that later refunds and charges reuse. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const draftOf = (place: OrderingLocation, quantity = 1) =>
    takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId, quantity }]);

  function submit(
    headers: Record<string, string>,
    body: unknown,
    key: string,
    locale?: 'en-CA' | 'fr-CA',
  ) {
    return callApi(t, headers, 'POST', '/api/orders', {
      body,
      headers: { 'idempotency-key': key },
      ...(locale ? { locale } : {}),
    });
  }

  it('takes one order for a double submit and answers the same body both times', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const first = await submit(manager, draftOf(place), 'submit-1');
    const again = await submit(manager, draftOf(place), 'submit-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(ZOrder.parse(again.json()).order_number).toBe(1);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount(t, place.locationId)).toBe(1);
    // Without a key every submit is an order of its own.
    await callApi(t, manager, 'POST', '/api/orders', { body: draftOf(place) });
    await callApi(t, manager, 'POST', '/api/orders', { body: draftOf(place) });
    expect(await orderCount(t, place.locationId)).toBe(3);
  });

  it('takes one order for simultaneous duplicates', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => submit(manager, draftOf(place), 'burst')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(await orderCount(t, place.locationId)).toBe(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    await submit(manager, draftOf(place), 'reused');
    const other = await submit(manager, draftOf(place, 2), 'reused', 'fr-CA');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    });
    expect(await orderCount(t, place.locationId)).toBe(1);
  });

  it('reads a body with its keys in another order as the same request', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const draft = draftOf(place);
    const reordered = { data: draft.data, type: draft.type };
    await submit(manager, draft, 'same-body');
    const again = await submit(manager, reordered, 'same-body');
    expect(again.statusCode).toBe(201);
    expect(await orderCount(t, place.locationId)).toBe(1);
  });

  it('keeps no key for a refused submit: the retry runs again', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    await updateLocationFixture(t, place.locationId, { orders_paused: true });
    const paused = await submit(manager, draftOf(place), 'after-pause');
    expect(paused.statusCode).toBe(409);
    await updateLocationFixture(t, place.locationId, { orders_paused: false });
    const retry = await submit(manager, draftOf(place), 'after-pause');
    expect(retry.statusCode).toBe(201);
    expect(await orderCount(t, place.locationId)).toBe(1);
  });

  it('scopes keys to the location and to the caller', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    await submit(manager, draftOf(place), 'shared-key');
    // Another user sending the same key and body never gets the first user's answer.
    const lead = await submit(await place.headers('lead'), draftOf(place), 'shared-key');
    expect(lead.statusCode).toBe(422);
    expect(await orderCount(t, place.locationId)).toBe(1);
  });

  it('refuses a key that is empty, too long or not visible ASCII (400)', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    for (const key of ['x'.repeat(256), 'clé avec espaces']) {
      const response = await submit(manager, draftOf(place), key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('stores the key with its route, hash and answer', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const response = await submit(manager, draftOf(place), 'stored');
    const rows = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'stored')),
    );
    expect(rows).toMatchObject([
      { route: 'POST /api/orders', response_status: 201, response_body: response.json<unknown>() },
    ]);
    expect(rows[0]!.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  describe('the helper', () => {
    const scope = (restaurantId: number, key: string, request: unknown = { a: 1 }) => ({
      restaurantId,
      key,
      route: 'POST /api/test',
      callerId: 1,
      request,
    });

    it('runs the work once and replays its answer; a failed work leaves no key', async () => {
      const place = await orderingLocation(t);
      let runs = 0;
      const work = async () => ({ status: 201, body: { run: (runs += 1) } });
      const first = await withTenant(t.database.db, place.locationId, (tx) =>
        idempotent(tx, scope(place.locationId, 'h1'), work),
      );
      const second = await withTenant(t.database.db, place.locationId, (tx) =>
        idempotent(tx, scope(place.locationId, 'h1'), work),
      );
      expect(first).toEqual({ status: 201, body: { run: 1 }, replayed: false });
      expect(second).toEqual({ status: 201, body: { run: 1 }, replayed: true });

      await expect(
        withTenant(t.database.db, place.locationId, (tx) =>
          idempotent(tx, scope(place.locationId, 'h2'), () => {
            throw new AppError('conflict');
          }),
        ),
      ).rejects.toMatchObject({ code: 'conflict' });
      const retried = await withTenant(t.database.db, place.locationId, (tx) =>
        idempotent(tx, scope(place.locationId, 'h2'), work),
      );
      expect(retried).toEqual({ status: 201, body: { run: 2 }, replayed: false });
    });

    // PGlite runs one transaction at a time: a second one cannot start while the first waits.
    it.skipIf(!process.env.DATABASE_URL)(
      'answers request_in_progress when the first request outlasts the wait',
      async () => {
        const place = await orderingLocation(t);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let claimed: () => void = () => undefined;
        const started = new Promise<void>((resolve) => {
          claimed = resolve;
        });
        const first = withTenant(t.database.db, place.locationId, (tx) =>
          idempotent(tx, scope(place.locationId, 'slow'), async () => {
            claimed();
            await held;
            return { status: 201, body: { done: true } };
          }),
        );
        await started;
        const duplicate = withTenant(t.database.db, place.locationId, (tx) =>
          idempotent(tx, { ...scope(place.locationId, 'slow'), waitMs: 200 }, async () => ({
            status: 201,
            body: { done: false },
          })),
        );
        await expect(duplicate).rejects.toMatchObject({ code: 'request_in_progress' });
        release();
        await expect(first).resolves.toMatchObject({ body: { done: true } });
        // Once the first has committed, a duplicate gets its answer.
        const later = await withTenant(t.database.db, place.locationId, (tx) =>
          idempotent(tx, scope(place.locationId, 'slow'), async () => ({
            status: 201,
            body: { done: false },
          })),
        );
        expect(later).toEqual({ status: 201, body: { done: true }, replayed: true });
      },
    );

    it.skipIf(!process.env.DATABASE_URL)(
      'lets a waiting duplicate do the work when the first rolls back',
      async () => {
        const place = await orderingLocation(t);
        let fail: () => void = () => undefined;
        const failing = new Promise<void>((resolve) => {
          fail = resolve;
        });
        let claimed: () => void = () => undefined;
        const started = new Promise<void>((resolve) => {
          claimed = resolve;
        });
        const first = withTenant(t.database.db, place.locationId, (tx) =>
          idempotent(tx, scope(place.locationId, 'rollback'), async () => {
            claimed();
            await failing;
            throw new AppError('conflict');
          }),
        );
        await started;
        const duplicate = withTenant(t.database.db, place.locationId, (tx) =>
          idempotent(tx, scope(place.locationId, 'rollback'), async () => ({
            status: 201,
            body: { by: 'duplicate' },
          })),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        fail();
        await expect(first).rejects.toMatchObject({ code: 'conflict' });
        await expect(duplicate).resolves.toEqual({
          status: 201,
          body: { by: 'duplicate' },
          replayed: false,
        });
      },
    );
  });
});
