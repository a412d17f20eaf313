import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { loadDemoDataIfEmpty } from '../src/demo/load-demo-data.ts';
import { adminUrl, templateDatabaseName } from './helpers/postgres-databases.ts';

/**
 * Prepares one migrated database holding the demo data, once per run. Each test file then starts
 * from a copy of it: a PGlite data-dir dump (PGlite) or `CREATE DATABASE … TEMPLATE` (PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const config = loadConfig({ ...process.env, DEMO_DATA: 'on' });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const template = templateDatabaseName();
    const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    await loadDemoDataIfEmpty(database, config);
    await database.close();
    project.provide('templateDatabase', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-test-'));
  const database = await openDatabase({});
  await migrateDatabase(database);
  await loadDemoDataIfEmpty(database, config);
  const dump = await (database.driver as { dumpDataDir(c: 'none'): Promise<Blob> }).dumpDataDir(
    'none',
  );
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDatabase', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
