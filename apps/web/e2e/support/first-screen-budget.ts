import http from 'node:http';

/**
 * The first screen's budget (issue 11): the gzipped JavaScript a browser downloads to show
 * `/login`, in bytes (200 KB = 200,000 bytes, ≈ 195.3 KiB), in each language. Checked by
 * e2e/first-screen-budget.spec.ts and printed by the server's `npm run bench -- first-screen`.
 */
export const FIRST_SCREEN_BUDGET_BYTES = 200_000;

/** The body's size as the server sends it for one `Accept-Encoding` (not decoded). */
export function encodedSize(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => resolve(bytes));
        answer.on('error', reject);
      })
      .on('error', reject);
  });
}
