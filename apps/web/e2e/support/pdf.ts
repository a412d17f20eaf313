import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { standardFontDataUrl } from '../../../server/test/helpers/pdf-text.ts';

/** The one PDF reader of the tests: page count and text, as the API tests read invoices. */
export { readPdf } from '../../../server/test/helpers/pdf-text.ts';

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
