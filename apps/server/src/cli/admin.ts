/**
 * Administration from the command line: `npm run admin -- <command> [options]`.
 * Works on the configured database: PGlite in ./data (DATA_DIR), or DATABASE_URL.
 */
import { runAdmin } from './run-admin.ts';

const code = await runAdmin(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
process.exit(code);
