import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs reads the standard 14 fonts' metrics from its own package. */
const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/**
 * A PDF as a reader sees it (pdfjs-dist, Mozilla's PDF engine): its page count and its text,
 * one line per baseline, no-break spaces read as spaces.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
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
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  const text = lines
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/ {2,}/g, ' ');
  return { pages, text };
}

/**
 * Each page of a PDF as a PNG (pdfjs draws it on the canvas it brings for Node), for a person
 * to look at.
 */
export async function pdfPagesAsPng(bytes: Uint8Array, scale = 2): Promise<Buffer[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pictures: Buffer[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale });
    const factory = pdf.canvasFactory as {
      create(width: number, height: number): { canvas: { toBuffer(type: string): Buffer } };
    };
    const { canvas } = factory.create(viewport.width, viewport.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
      background: '#fff',
    }).promise;
    pictures.push(canvas.toBuffer('image/png'));
  }
  await pdf.destroy();
  return pictures;
}
