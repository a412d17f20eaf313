import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  fileNameOfDisposition,
  menuExportFileName,
  safeFileNamePart,
  spreadsheetText,
} from './menu-export.ts';

describe('menuExportFileName', () => {
  it('names the file Menu-{menuName}-{date}.xlsx, keeping accents and spaces', () => {
    expect(menuExportFileName('Déjeuner été', '2025-06-30')).toBe(
      'Menu-Déjeuner été-2025-06-30.xlsx',
    );
  });

  it('drops the characters some system refuses in file names', () => {
    expect(menuExportFileName('A/B\\C:D*E?F"G<H>I|J', '2025-01-31')).toBe(
      'Menu-ABCDEFGHIJ-2025-01-31.xlsx',
    );
    expect(menuExportFileName('Tab\there\nand\u0000nul', '2025-01-31')).toBe(
      'Menu-Tab here andnul-2025-01-31.xlsx',
    );
  });

  it('leaves the name out when nothing of it is usable, and caps very long names', () => {
    expect(menuExportFileName(' ?*/ ', '2025-01-31')).toBe('Menu-2025-01-31.xlsx');
    expect(safeFileNamePart('é'.repeat(300))).toHaveLength(100);
  });

  it('never produces a character refused by Windows, macOS or Linux', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(menuExportFileName(name, '2025-01-31')).not.toMatch(
          // eslint-disable-next-line no-control-regex -- checking control characters are gone
          /[/\\:*?"<>|\u0000-\u001f\u007f]/,
        );
      }),
    );
  });
});

describe('attachmentDisposition and fileNameOfDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name (RFC 5987)', () => {
    expect(attachmentDisposition("Menu-Café l'été (1)-2025-01-31.xlsx")).toBe(
      'attachment; filename="Menu-Cafe l\'ete (1)-2025-01-31.xlsx"; ' +
        "filename*=UTF-8''Menu-Caf%C3%A9%20l%27%C3%A9t%C3%A9%20%281%29-2025-01-31.xlsx",
    );
  });

  it('reads back the exact name of any safe file name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const fileName = menuExportFileName(name, '2025-01-31');
        expect(fileNameOfDisposition(attachmentDisposition(fileName))).toBe(fileName);
      }),
    );
  });

  it('falls back on the plain name, and gives null without one', () => {
    expect(fileNameOfDisposition('attachment; filename="Menu-A-2025-01-31.xlsx"')).toBe(
      'Menu-A-2025-01-31.xlsx',
    );
    expect(fileNameOfDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(
      fileNameOfDisposition('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="b.xlsx"'),
    ).toBe('b.xlsx');
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});

describe('spreadsheetText', () => {
  it.each(['=HYPERLINK("http://evil.test","Click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'prefixes %j with an apostrophe so it is never a formula',
    (text) => {
      expect(spreadsheetText(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text as it is', () => {
    expect(spreadsheetText('Poutine = joy')).toBe('Poutine = joy');
    expect(spreadsheetText(' =1')).toBe(' =1');
    expect(spreadsheetText('')).toBe('');
  });
});
