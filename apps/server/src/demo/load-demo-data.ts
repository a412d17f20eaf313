import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** Placeholder until the demo data set lands: returns the sign-in lines to print, or null. */
export async function loadDemoDataIfEmpty(_database: Database, _config: Config): Promise<string[] | null> {
  return null;
}
