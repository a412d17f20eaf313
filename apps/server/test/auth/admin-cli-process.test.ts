import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, repoRoot } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const adminScript = path.join(repoRoot, 'apps/server/src/cli/admin.ts');

/** `npm run admin -- …` as an operator runs it: a real process on a PGlite data dir of its own. */
describe('admin CLI process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'admin-cli-')), 'data');
  });
  afterAll(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  function admin(
    args: string[],
    input = '',
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(tsx, [adminScript, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(input);
    });
  }

  it(
    'creates a location and a user who can then sign in with the PIN',
    { timeout: 120_000 },
    async () => {
      const location = await admin([
        'create-location',
        '--name',
        'North Bistro',
        '--slug',
        'north',
        '--flags',
        'catering',
      ]);
      expect(location.code, location.stderr).toBe(0);
      expect(location.stdout).toContain('Created location north');

      const user = await admin(
        [
          'create-user',
          '--email',
          'Ops@Example.test',
          '--name',
          'Ops',
          '--role',
          'staff',
          '--locations',
          'north',
          '--pin',
        ],
        'cli-password\n1357\n',
      );
      expect(user.code, user.stderr).toBe(0);
      expect(user.stdout).toMatch(/Created user ops@example\.test \(id \d+\)/);

      const duplicate = await admin([
        'create-user',
        '--email',
        'ops@example.test',
        '--name',
        'Again',
        '--password',
        'cli-password',
      ]);
      expect(duplicate).toMatchObject({
        code: 1,
        stderr: 'Error: a user with email ops@example.test already exists\n',
      });
      expect((await admin(['create-user', '--email'])).code).toBe(2);

      // The account works in the app on the same data dir.
      const database = await openDatabase({ dataDir });
      const app = await buildApp({
        config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        database,
        logger: false,
      });
      try {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'ops@example.test', password: 'cli-password' },
        });
        expect(signIn.statusCode).toBe(200);
        const token = signIn.json<{ access_token: string }>().access_token;
        const pin = await app.inject({
          method: 'POST',
          url: '/api/auth/pin',
          payload: { pin: '1357' },
          headers: { authorization: `Bearer ${token}` },
        });
        expect(pin.json()).toEqual({ pin_entered: true });
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});
