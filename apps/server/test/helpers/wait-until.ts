/**
 * Polls `check` until it answers true, or fails naming `what` after `ms` (generous: these
 * suites run on a loaded two-core machine). For states, never a fixed sleep.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  ms = 60_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
