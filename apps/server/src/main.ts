import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { loadDemoDataIfEmpty } from './demo/load-demo-data.ts';
import { importLegacyUploads } from './modules/images/import-legacy-uploads.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
await migrateDatabase(database);
const app = await buildApp({ config, database, runJobSchedules: true });
await importLegacyUploads(config.dataDir, app.ctx.images, app.log);
if (config.demoData) {
  const accounts = await loadDemoDataIfEmpty(database, config);
  if (accounts) {
    app.log.info('Demo data loaded. Sign in with any of these accounts:');
    for (const line of accounts) console.log(`  ${line}`);
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`Back-office ready on http://localhost:${config.port} (API docs: /api/docs)`);
