/**
 * Whether the page is being left (reload, typed address, link out). The browser cancels the
 * calls in flight when a page unloads and they fail like a lost connection; such a failure says
 * nothing about the session, and treating it as one ("Session timed out." + logout) signed
 * people out whenever they reloaded during a load. `beforeunload` comes first; if the leaving is
 * cancelled (a "stay on this page" prompt), the flag clears again shortly after.
 */
let leaving = false;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function markLeaving(): void {
  leaving = true;
  clearTimeout(clearTimer);
  // Only runs when the page is still alive, i.e. the navigation did not happen.
  clearTimer = setTimeout(() => {
    leaving = false;
  }, 2_000);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', markLeaving);
  window.addEventListener('pagehide', markLeaving);
}

export function isLeavingPage(): boolean {
  return leaving;
}
