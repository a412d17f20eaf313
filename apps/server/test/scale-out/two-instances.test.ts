import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '../db/database-queries.ts';
import { multipartFile } from '../helpers/multipart.ts';
import {
  startTwoInstances,
  twoInstancesKind,
  type TwoInstances,
} from '../helpers/two-instances.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const SIGN_IN_LIMIT = 4;

/** Whether the Redis server of the test machines answers (CI runs one on 127.0.0.1:6379). */
async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const withRedis = await redisAnswers();

/** A client address of its own for each use (instances trust X-Forwarded-For, as behind a proxy). */
let lastAddress = 0;
function clientAddress(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

async function signIn(url: string, address: string) {
  const answer = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: 'manager@demo.test', password: 'demo-password' }),
  });
  expect(answer.status).toBe(200);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    restaurants: number[];
  };
  return { token, locationId: claims.restaurants[0]! };
}

/** The counters kept in the database for one client address. */
function databaseCounters(instances: TwoInstances, address: string) {
  return rowsOf<{ key: string; count: number }>(
    instances.database.db,
    sql`select key, count from rate_limit_counters where key like ${`%-${address}`}`,
  );
}

/** Keys of this run only: other runs may share the Redis server. */
const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;

const cases = [
  { store: 'database', env: {} as Record<string, string>, run: true },
  {
    store: withRedis ? 'Redis' : 'Redis (skipped: nothing answers on 127.0.0.1:6379)',
    env: { REDIS_URL: `${REDIS_URL}?keyPrefix=${redisPrefix}` },
    run: withRedis,
  },
];

for (const { store, env, run } of cases) {
  describe(`${twoInstancesKind}, rate limits in the ${store}`, () => {
    let instances: TwoInstances;
    beforeAll(async () => {
      if (!run) return;
      instances = await startTwoInstances({
        ...env,
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      });
    }, 180_000);
    afterAll(async () => {
      await instances?.close();
    }, 60_000);

    it.runIf(run)('serves an image uploaded through one instance from the other', async () => {
      const [first, second] = instances.urls;
      const { token, locationId } = await signIn(first, clientAddress());
      const png = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#8e44ad' },
      })
        .png()
        .toBuffer();
      const body = await multipartFile(png);
      const uploaded = await fetch(`${first}/api/restaurants/${locationId}/image`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'x-restaurant-id': String(locationId),
          'content-type': body.contentType,
        },
        body: body.payload,
      });
      expect(uploaded.status).toBe(200);
      const { image } = (await uploaded.json()) as { image: string };
      const hash = /^\/api\/uploads\/([a-f0-9]{32})\.webp$/.exec(image)?.[1];
      expect(hash).toBeDefined();

      const served = await fetch(`${second}${image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('etag')).toBe(`"${hash}"`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex').slice(0, 32)).toBe(hash);
      const fromFirst = Buffer.from(await (await fetch(`${first}${image}`)).arrayBuffer());
      expect(fromFirst.equals(bytes)).toBe(true);

      for (const url of [first, second]) {
        const again = await fetch(`${url}${image}`, { headers: { 'if-none-match': `"${hash}"` } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(`"${hash}"`);
      }
    });

    it.runIf(run)('counts sign-in attempts of one address across both instances', async () => {
      const [first, second] = instances.urls;
      const address = clientAddress();
      const attempt = (url: string, from = address) =>
        fetch(`${url}/api/auth/sign-in`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': 'fr-CA',
            'x-forwarded-for': from,
          },
          body: JSON.stringify({ email: 'nobody@fixture.test', password: 'wrong' }),
        });
      const statuses: number[] = [];
      for (let index = 0; index < SIGN_IN_LIMIT; index += 1) {
        statuses.push((await attempt(index % 2 === 0 ? first : second)).status);
      }
      expect(statuses).toEqual(Array(SIGN_IN_LIMIT).fill(401));

      for (const url of [first, second]) {
        const refused = await attempt(url);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
      }
      // Another address is counted apart.
      expect((await attempt(second, clientAddress())).status).toBe(401);

      const counted = await databaseCounters(instances, address);
      if (env.REDIS_URL) {
        expect(counted).toEqual([]);
        const redis = new Redis(REDIS_URL);
        try {
          const keys = await redis.keys(`${redisPrefix}*${address}`);
          expect(keys).toHaveLength(1);
          expect(Number(await redis.get(keys[0]!))).toBe(SIGN_IN_LIMIT + 2);
        } finally {
          redis.disconnect();
        }
      } else {
        expect(counted).toEqual([
          { key: `POST/api/auth/sign-in-${address}`, count: SIGN_IN_LIMIT + 2 },
        ]);
      }
    });
  });
}
