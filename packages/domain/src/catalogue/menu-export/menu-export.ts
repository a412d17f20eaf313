/**
 * The menu spreadsheet's file name and the safety of its text cells (spec part 1 §9 "Export file
 * name for a menu: Menu-{menuName}-{date}.xlsx"). The server names the download with these; the
 * web reads the name back from the answer's `Content-Disposition` with the same rules.
 */

/** Characters refused in file names by Windows, macOS or Linux, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_FILE_NAME_CHARACTERS = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/** Longest menu name kept in a file name (file systems allow 255 bytes in all). */
const FILE_NAME_PART_MAX_LENGTH = 100;

/**
 * `text` usable inside a file name on every system: white space (tabs, line breaks) made single
 * spaces, / \ : * ? " < > | and other control characters removed, trimmed, at most 100
 * characters; accents and other letters are kept (the download names them with RFC 5987).
 */
export function safeFileNamePart(text: string): string {
  return Array.from(
    text
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .replace(UNSAFE_FILE_NAME_CHARACTERS, '')
      .replace(/ {2,}/g, ' ')
      .trim(),
  )
    .slice(0, FILE_NAME_PART_MAX_LENGTH)
    .join('')
    .trim();
}

/**
 * `Menu-{menuName}-{date}.xlsx` with the name made safe (`safeFileNamePart`); `date` is the
 * ISO day (`2025-01-31`) in the location's time zone. A name with nothing left gives
 * `Menu-{date}.xlsx`.
 */
export function menuExportFileName(menuName: string, isoDate: string): string {
  const name = safeFileNamePart(menuName);
  return name ? `Menu-${name}-${isoDate}.xlsx` : `Menu-${isoDate}.xlsx`;
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * as they are. */
function rfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An ASCII stand-in for clients that ignore `filename*`: accents dropped, the rest `_`. */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/**
 * `Content-Disposition` of a download named `fileName` (already safe): an ASCII `filename` for
 * old clients and the exact name as `filename*=UTF-8''…` (RFC 6266, RFC 5987).
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/**
 * The file name a `Content-Disposition` header gives: `filename*` (UTF-8, percent-encoded)
 * when present and readable, else `filename` (quoted or not); null when it names none.
 */
export function fileNameOfDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? name : null;
}

/**
 * First characters that make a spreadsheet read a cell as a formula (= + - @) or that hide one
 * behind white space (tab, carriage return): OWASP "CSV injection".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text as a spreadsheet cell may hold it: text starting like a formula gets a leading `'`,
 * so neither Excel nor LibreOffice evaluates it — not when the file opens, not when someone edits
 * the cell, not after the sheet is saved again as CSV. Other text is unchanged.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
