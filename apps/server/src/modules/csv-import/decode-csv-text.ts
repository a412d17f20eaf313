import type { CsvTextEncoding } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { decodeWindows1252 } from './windows-1252.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The text of an uploaded CSV file and the encoding it was read in. UTF-8 (with or without the
 * byte-order mark Excel's "CSV UTF-8" writes) and UTF-16 with its mark ("Unicode text") are read
 * as such. Bytes that are not UTF-8 and carry no mark are read as Windows-1252: what Excel on
 * Windows writes for "CSV (séparateur: point-virgule)" and "CSV (Comma delimited)". Every byte
 * is a character there, so accents come out right and the preview says how the file was read
 * (`encoding`). Refused, with a reason the user can act on:
 * - a zip signature: an .xlsx workbook renamed or picked by mistake (`csv_is_workbook`);
 * - a UTF-8 byte-order mark followed by bytes that are not UTF-8: the file says it is UTF-8, so
 *   it is broken rather than Windows-1252 (`csv_encoding_invalid`, with the line of the first
 *   such byte);
 * - NUL characters: not a text file at all (`csv_not_text`).
 */
export function decodeCsvText(bytes: Uint8Array): { text: string; encoding: CsvTextEncoding } {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw new AppError('csv_is_workbook');
  }
  const decoded = decodeBytes(bytes);
  if (decoded.text.includes('\u0000')) throw new AppError('csv_not_text');
  return decoded;
}

function decodeBytes(bytes: Uint8Array): { text: string; encoding: CsvTextEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16' };
  }
  try {
    // The decoder drops a leading UTF-8 byte-order mark (`ignoreBOM: false`).
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) {
      throw new AppError('csv_encoding_invalid', { line: lineOfFirstInvalidByte(bytes) });
    }
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** The 1-based line holding the first byte sequence that is not UTF-8. */
function lineOfFirstInvalidByte(bytes: Uint8Array): number {
  // The longest prefix without an invalid sequence (a character cut at the end is not one, in
  // streaming mode), found by halving: every longer prefix holds the same invalid sequence.
  const valid = (length: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (valid(middle)) low = middle;
    else high = middle - 1;
  }
  let line = 1;
  for (let index = 0; index < low; index += 1) if (bytes[index] === 0x0a) line += 1;
  return line;
}
