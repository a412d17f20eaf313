import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { loadSigningKeys } from '../../src/modules/auth/signing-keys.ts';
import { createEmptyDatabase, migrateDatabase } from '../db/database-queries.ts';

describe('signing keys', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmptyDatabase();
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('instances starting together on an empty database agree on one key', async () => {
    const loaded = await Promise.all([1, 2, 3].map(() => loadSigningKeys(database.db)));
    const kids = new Set(loaded.map((keys) => keys.kid));
    expect(kids.size).toBe(1);
    expect(loaded[0]?.publicJwks).toHaveLength(1);
    expect(loaded[0]?.publicJwks[0]).not.toHaveProperty('d');
  });
});
