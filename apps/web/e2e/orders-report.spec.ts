import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { addCalendarDays, formatMoney, toCents, toIsoDate, type Locale } from '@app/domain';
import { seriousViolations } from './support/axe.ts';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import { readMailbox, waitForMail } from './support/mailbox.ts';
import { countPrints, printToPdf, printsCounted } from './support/printing.ts';

const ZONE = 'America/Toronto';
/** A PDF page's size in points, as Chromium writes it. */
const FOUR_BY_SIX = /\/MediaBox \[0 0 288 432\]/;
/** Words of the screen that must never reach the paper. */
const SCREEN_ONLY: Record<Locale, string[]> = {
  'en-CA': ['Order manager', 'Settings', 'Export', 'Include prices'],
  'fr-CA': ['Gestionnaire de commandes', 'Paramètres', 'Exporter', 'Inclure les prix'],
};

/** Opens the report of a location in a language, on `query` (the screen keeps it in the address). */
async function openReport(page: Page, place: string, locale: Locale, query: string) {
  await countPrints(page);
  await signInToMenus(page, accounts.manager);
  await switchLocation(page, place);
  if (locale === 'fr-CA') {
    await page.getByRole('button', { name: 'Passer au français' }).click();
    await expect(page.getByRole('button', { name: 'Switch to English' })).toBeVisible();
  }
  await page.goto(`/orders-report?${query}`);
  await expect(page.getByTestId('report-totals')).toBeVisible();
}

/** The orders listed on screen, in their order: id and each cell's text. */
async function listedOrders(page: Page) {
  const rows = page.getByTestId('report-order-row');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((elements) =>
    elements.map((row) => ({
      id: row.getAttribute('data-order-id') ?? '',
      cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
    })),
  );
}

async function printAs(page: Page, mode: string, name: string) {
  const before = await printsCounted(page);
  await page.getByTestId('report-print-button').click();
  await page.getByTestId(`report-print-${mode}`).click();
  await expect.poll(() => printsCounted(page)).toBe(before + 1);
  await expect(page.getByTestId('report-printout')).toHaveAttribute('data-print-mode', mode);
  return printToPdf(page, name);
}

const checkAgrees = (page: Page): Locator =>
  page.locator('[data-testid^="report-check-"][data-agrees]');

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a school kitchen prints the coming week's labels sorted by teacher (${locale})`, async ({
    page,
  }) => {
    const start = addCalendarDays(toIsoDate(new Date(), ZONE), 1);
    const end = addCalendarDays(start, 6);
    await openReport(page, places.school, locale, `start=${start}&end=${end}&view=orders`);
    await page
      .getByTestId('report-sort')
      .getByText(locale === 'fr-CA' ? 'Enseignant' : 'Teacher')
      .click();
    await expect(page).toHaveURL(/sort=teacher/);

    // Number, due, student, school, grade, class, teacher…: sorted as the language sorts names.
    const orders = await listedOrders(page);
    const teachers = orders.map((order) => order.cells[6] ?? '');
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    expect([...teachers].sort(collator.compare)).toEqual(teachers);
    expect(teachers).toContain('Ms. Patel');
    expect(await seriousViolations(page)).toEqual([]);
    for (const check of await checkAgrees(page).all()) {
      await expect(check).toHaveAttribute('data-agrees', 'true');
    }

    // One 4 × 6 in label per order, in the list's order, each with its student and teacher.
    const labels = await printAs(page, 'label-4x6', `report-labels-4x6-${locale}`);
    expect(labels.pages).toBe(orders.length);
    expect(Buffer.from(labels.bytes).toString('latin1')).toMatch(FOUR_BY_SIX);
    orders.forEach((order, index) => {
      const label = labels.pageTexts[index] ?? '';
      expect(label).toContain(order.cells[2]);
      expect(label).toContain(order.cells[6]);
    });
    for (const word of SCREEN_ONLY[locale]) expect(labels.text).not.toContain(word);

    // The narrow labels: still one per order, nothing cut onto a second page.
    const narrow = await printAs(page, 'label-62mm', `report-labels-62mm-${locale}`);
    expect(narrow.pages).toBe(orders.length);
    expect(narrow.pageTexts[0]).toContain(orders[0]!.cells[2]);

    // The production totals on paper carry the screen's item count.
    const production = await printAs(page, 'production', `report-production-${locale}`);
    const items = await page.getByTestId('report-total-items').textContent();
    expect(production.text).toContain(items?.trim());
  });

  test(`a caterer prints last month compact and has it exported by mail (${locale})`, async ({
    page,
  }) => {
    // Past days only: journeys running beside this one add orders today and later, never before.
    const today = toIsoDate(new Date(), ZONE);
    const start = addCalendarDays(today, -45);
    const end = addCalendarDays(today, -1);
    await openReport(page, places.stadium, locale, `start=${start}&end=${end}&view=orders`);
    const orders = await listedOrders(page);
    // The revenue cell's own figure (the tax brackets follow it in notes).
    const revenue = await page
      .getByTestId('report-total-revenue')
      .evaluate((cell) => cell.firstChild?.textContent?.trim() ?? '');
    // As the PDF reads it: French groups thousands with a narrow no-break space.
    const revenueOnPaper = revenue.replace(/[\u00a0\u202f]/g, ' ');
    for (const check of await checkAgrees(page).all()) {
      await expect(check).toHaveAttribute('data-agrees', 'true');
    }

    // Compact: one line per order, in the list's order, with the same revenue total.
    const compact = await printAs(page, 'compact', `report-compact-${locale}`);
    let position = -1;
    for (const order of orders) {
      const at = compact.text.indexOf(order.cells[0]!, position + 1);
      expect(at, `order ${order.cells[0]} on the compact printout`).toBeGreaterThan(position);
      position = at;
    }
    expect(compact.text).toContain(revenueOnPaper);
    expect(compact.text).toContain(
      locale === 'fr-CA' ? 'Conforme aux totaux' : 'Matches the totals',
    );
    for (const word of SCREEN_ONLY[locale]) expect(compact.text).not.toContain(word);

    // The export, mailed to an address of this journey: the workbook holds the listed orders.
    const address = `report-export-${locale.toLowerCase()}-${Date.now()}@example.com`;
    const since = readMailbox().length;
    await page.getByTestId('report-export-button').click();
    const modal = page.getByTestId('report-export-modal');
    await modal.getByTestId('report-export-email').fill(address);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByTestId('report-export-send').click();
    await expect(modal.getByTestId('report-export-status')).toHaveAttribute(
      'data-status',
      'succeeded',
      { timeout: 60_000 },
    );
    await expect(modal.getByTestId('report-export-status')).toContainText(address);
    const mail = await waitForMail(address, since, { timeout: 60_000 });
    const file = mail.attachments.find((attachment) => attachment.filename.endsWith('.xlsx'));
    expect(file?.filename).toBe(`Orders-${start}-${end}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file!.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Header, the listed orders, then the Total row and the database's Check row.
    expect(sheet.actualRowCount - 3).toBe(orders.length);
    const total = sheet.getRow(orders.length + 2);
    // A figure of the Total row: a formula's result (a plain value when nothing was listed).
    const figure = (column: number) =>
      Number(total.getCell(column).result ?? total.getCell(column).value);
    expect(figure(2)).toBe(orders.length);
    const exported = formatMoney(toCents(figure(15)), locale);
    expect(exported.replace(/[\u00a0\u202f]/g, ' ')).toBe(revenueOnPaper);
    expect(sheet.getRow(orders.length + 3).getCell(3).value).toBe(
      locale === 'fr-CA' ? 'Conforme à la ligne Total.' : 'Matches the Total row.',
    );
  });
}
