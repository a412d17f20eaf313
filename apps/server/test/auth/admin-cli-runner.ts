import { Readable, Writable } from 'node:stream';
import { runAdmin } from '../../src/cli/run-admin.ts';
import type { Database } from '../../src/db/client.ts';

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run admin -- …args` in-process on `database` (left open), answering `input` lines
 * to its prompts as piped standard input would.
 */
export async function runAdminOn(
  database: Database,
  args: string[],
  input: string[] = [],
): Promise<AdminRun> {
  let stdout = '';
  let stderr = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        append(chunk.toString());
        done();
      },
    });
  const code = await runAdmin(
    args,
    {
      stdin: Readable.from(input.map((line) => `${line}\n`)),
      stdout: sink((text) => (stdout += text)),
      stderr: sink((text) => (stderr += text)),
      env: {},
    },
    async () => ({ ...database, close: async () => undefined }),
  );
  return { code, stdout, stderr };
}
