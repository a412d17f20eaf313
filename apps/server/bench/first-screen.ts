/**
 * The first screen's JavaScript: what a browser downloads to show `/login`, and to sign in and
 * reach `/menus`, measured in headless Chromium against the running bench server. The bytes are
 * the encoded bodies of the script responses (what crossed the wire, compressed by the server in
 * the coding Chromium asked for); the same files are fetched again asking for gzip, brotli and
 * no compression, so each is printed whatever the browser prefers. The budget is on gzip (the
 * coding every browser accepts), in each language, and is checked by the web's e2e spec
 * `first-screen-budget.spec.ts` (docs/decisions/web-app.md).
 */
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import {
  encodedSize,
  FIRST_SCREEN_BUDGET_BYTES,
} from '../../web/e2e/support/first-screen-budget.ts';

type Locale = 'en-CA' | 'fr-CA';

/** The flags of apps/web/playwright.config.ts: Debian's Chromium, nothing downloaded. */
const CHROMIUM = {
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
};

/** Generous: the bench shares two cores with the server and its database. */
const WAIT_MS = 60_000;

interface ScriptLoad {
  url: string;
  wireBytes: number;
}

/** Quiet this long after the last script request, the page has loaded what it needs. */
const SCRIPTS_SETTLED_MS = 1_000;

/**
 * Collects every JavaScript response of the page until `visit` ends and no script has been
 * requested for a second. Not the network's idleness: a signed-in screen keeps its live stream
 * (server-sent events) open, so the network never goes idle there.
 */
async function scriptsLoadedBy(
  browser: Browser,
  baseUrl: string,
  locale: Locale,
  visit: (page: Page) => Promise<void>,
): Promise<ScriptLoad[]> {
  const context = await browser.newContext({ baseURL: baseUrl, locale });
  const page = await context.newPage();
  const responses: Response[] = [];
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  });
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? '')) responses.push(response);
  });
  try {
    await visit(page);
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() - lastScriptAt < SCRIPTS_SETTLED_MS && Date.now() < deadline) {
      await page.waitForTimeout(200);
    }
    return await Promise.all(
      responses.map(async (response) => ({
        url: response.url(),
        wireBytes: (await response.request().sizes()).responseBodySize,
      })),
    );
  } finally {
    await context.close();
  }
}

/** Prints the scripts' sizes; `budget` judges the gzip total, otherwise `after` is subtracted. */
async function report(
  label: string,
  scripts: ScriptLoad[],
  versus: { budget: true } | { after: number },
): Promise<number> {
  const urls = [...new Set(scripts.map((script) => script.url))];
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
  const wire = sum(scripts.map((script) => script.wireBytes));
  const served = async (coding: string) =>
    sum(await Promise.all(urls.map((url) => encodedSize(url, coding))));
  const raw = await served('identity');
  const gzip = await served('gzip');
  const brotli = await served('br');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KiB`;
  const verdict =
    'budget' in versus
      ? `gzip ${gzip.toLocaleString('en-CA')} bytes: ${gzip <= FIRST_SCREEN_BUDGET_BYTES ? 'within' : 'OVER'} the ${FIRST_SCREEN_BUDGET_BYTES.toLocaleString('en-CA')}-byte budget`
      : `gzip +${kib(gzip - versus.after).trim()} after the login screen`;
  console.log(
    `${`JS for ${label}`.padEnd(38)} ${String(urls.length).padStart(3)} files   wire ${kib(wire)}   gzip ${kib(gzip)}   br ${kib(brotli)}   raw ${kib(raw)}   ${verdict}`,
  );
  return gzip;
}

/** The login form, found by its inputs (the same in both languages). */
const loginForm = (page: Page) => ({
  email: page.locator('input[type=email]'),
  password: page.locator('input[autocomplete=current-password]'),
  submit: page.locator('form button[type=submit]'),
});

/**
 * Loads `/login`, then (in a fresh browser context) signs in with `credentials` and waits for the
 * menus screen, printing the JavaScript each needed, in each language.
 */
export async function benchFirstScreen(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const answer = await fetch(`${baseUrl}/login`);
  if (!(answer.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error('The server has no built web app: run `npm run build` first');
  }
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const login = await scriptsLoadedBy(browser, baseUrl, locale, async (page) => {
        await page.goto('/login');
        await loginForm(page).submit.waitFor({ timeout: WAIT_MS });
      });
      const loginGzip = await report(`/login (${locale})`, login, { budget: true });
      const menus = await scriptsLoadedBy(browser, baseUrl, locale, async (page) => {
        await page.goto('/login');
        const form = loginForm(page);
        await form.email.fill(credentials.email);
        await form.password.fill(credentials.password);
        await form.submit.click();
        await page.waitForURL(/\/menus$/, { timeout: WAIT_MS });
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT_MS });
      });
      await report(`/login → /menus (${locale})`, menus, { after: loginGzip });
    }
  } finally {
    await browser.close();
  }
}
