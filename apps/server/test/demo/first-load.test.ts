import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../../src/db/client.ts';
import { loadDemoDataIfEmpty } from '../../src/demo/load-demo-data.ts';
import { adminUrl, freshDatabaseName } from '../helpers/postgres-databases.ts';

/** A migrated database without any data: in-memory PGlite, or a new database on DATABASE_URL. */
async function emptyDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const { default: pg } = await import('pg');
  const name = freshDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe('demo data on first start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.close());

  it('loads into an empty database and answers the sign-in lines, then never again', async () => {
    const config = loadConfig({ DEMO_PASSWORD: 'another-demo-secret' });
    const lines = await loadDemoDataIfEmpty(database, config);
    expect(lines).toHaveLength(7);
    expect(lines).toContain('admin@demo.test / another-demo-secret (admin)');
    expect(lines).toContain('staff@demo.test / another-demo-secret (staff), PIN 1234');
    expect(await loadDemoDataIfEmpty(database, config)).toBeNull();
  });
});
