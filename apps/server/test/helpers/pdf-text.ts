import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs reads the standard 14 fonts' metrics from its own package. */
export const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/**
 * The text of a PDF as a reader extracts it (pdfjs-dist, Mozilla's PDF engine): every page's
 * text items, one line per baseline, no-break spaces read as spaces.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).text;
}

/** How pdfjs's text reads as the tests compare it: no-break spaces as spaces, runs of spaces as one. */
const plain = (lines: string[]) =>
  lines
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/ {2,}/g, ' ');

/** A PDF as a reader sees it: its page count, its text (as `pdfText`) and each page's text. */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pageTexts: string[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    const lines: string[] = [];
    let y: number | null = null;
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const itemY = item.transform[5] as number;
      if (y !== null && Math.abs(itemY - y) > 2) {
        lines.push(line.trim());
        line = '';
      }
      y = itemY;
      line += `${item.str} `;
    }
    if (line.trim()) lines.push(line.trim());
    pageTexts.push(plain(lines));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: pageTexts.join('\n'), pageTexts };
}
