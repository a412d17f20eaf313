import { defineConfig } from '@playwright/test';
import { freePortSync } from './e2e/support/free-port.ts';

// The port is chosen once, in the runner; workers evaluate this file again and inherit it.
process.env.E2E_PORT ??= String(freePortSync());

/**
 * Browser journeys against the real server (started by the global setup with a fresh embedded
 * database and an SMTP sink) in Debian's Chromium; no browser is ever downloaded by the test
 * tool (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). Run `npm run build -w apps/web` first: the server
 * serves apps/web/dist.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  // Two cores: the server (with its embedded database) and one browser per worker.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores run the server, its embedded database and two browsers: a screen may take seconds
  // to answer under that load, and CI's machine runs the suite about three times slower than a
  // developer's (20 min against 6): a journey of 12 s here took 36 s there, and one of two
  // sign-ins (order-manager-money, 40 s idle) ran past 120 s here while other work loaded the
  // machine. A journey gets 180 s, so none needs its own limit below that; waits are generous;
  // speed is measured in `npm run bench`.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    viewport: { width: 1280, height: 800 },
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
