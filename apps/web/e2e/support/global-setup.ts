import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server.ts';
import { startMailSink, type MailSink } from './mail-sink.ts';

/**
 * Starts an SMTP sink and the real server on a fresh embedded database (demo data loaded on
 * first start), and answers the teardown that stops both and removes the temporary folder.
 * Workers find the mail through E2E_MAIL_FILE (env set here is passed on to them).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL;
  const port = Number(baseURL ? new URL(baseURL).port : NaN);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No port in baseURL ${baseURL}`);

  const workDir = mkdtempSync(path.join(tmpdir(), 'back-office-e2e-'));
  const mailFile = path.join(workDir, 'mail.json');
  process.env.E2E_MAIL_FILE = mailFile;

  let sink: MailSink | undefined;
  let server: AppServer | undefined;
  const teardown = async () => {
    await server?.stop();
    await sink?.close();
    if (!process.env.E2E_KEEP_TEMP) rmSync(workDir, { recursive: true, force: true });
  };
  try {
    sink = await startMailSink(mailFile);
    const dataDir = path.join(workDir, 'data');
    rmSync(dataDir, { recursive: true, force: true });
    server = await startAppServer({
      port,
      dataDir,
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      logFile: path.join(workDir, 'server.log'),
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
