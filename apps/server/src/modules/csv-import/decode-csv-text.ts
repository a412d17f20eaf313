import { AppError } from '../../errors/app-error.ts';

/**
 * The text of an uploaded CSV file. UTF-8 (with or without the byte-order mark Excel's "CSV
 * UTF-8" writes) and UTF-16 with its mark ("Unicode text") are read; anything else is refused
 * with a reason the user can act on rather than imported as mojibake:
 * - a zip signature: an .xlsx workbook renamed or picked by mistake (`csv_is_workbook`);
 * - bytes that are not UTF-8, typically "CSV (Comma delimited)" saved by Excel in Windows-1252
 *   (`csv_encoding_invalid`, with the line of the first such byte);
 * - NUL characters: not a text file at all (`csv_not_text`).
 */
export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw new AppError('csv_is_workbook');
  }
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      throw new AppError('csv_encoding_invalid', { line: lineOfFirstInvalidByte(bytes) });
    }
  }
  if (text.includes('\u0000')) throw new AppError('csv_not_text');
  return text;
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
