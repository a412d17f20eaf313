/**
 * CSV text of rows (RFC 4180): a cell is quoted when it holds the separator, a quote or a line
 * end, and quotes inside are doubled; rows end with CRLF, as spreadsheets write them.
 */
export function csvText(rows: readonly (readonly string[])[], separator = ','): string {
  const cell = (value: string) =>
    /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
  return rows.map((row) => row.map(cell).join(separator)).join('\r\n');
}
