import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pdfPagesAsPng, readPdf } from './pdf.ts';

/** Where printed PDFs and their pages as pictures are saved, for a person to look at. */
export const printsDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

/**
 * Counts `window.print()` calls instead of opening the print dialog, which would block the page
 * (call before the first navigation).
 */
export async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}

export async function printsCounted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printed: number }).printed);
}

/**
 * The page printed to PDF as Chromium prints it (Letter unless the print stylesheet's `@page`
 * names a size), read back; saved with a picture of each page as `name`.
 */
export async function printToPdf(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  const bytes = await page.pdf({
    format: 'Letter',
    preferCSSPageSize: true,
    printBackground: true,
  });
  await page.emulateMedia({ media: 'screen' });
  mkdirSync(printsDir, { recursive: true });
  writeFileSync(path.join(printsDir, `${name}.pdf`), bytes);
  const pictures = await pdfPagesAsPng(bytes, 1);
  pictures.forEach((png, index) =>
    writeFileSync(path.join(printsDir, `${name}-${index + 1}.png`), png),
  );
  return { ...(await readPdf(bytes)), bytes };
}
