import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { catalogNames } from '#i18n/catalog-files.ts';
import { changeLocale, loadCatalogs, startI18n } from '#i18n/i18n.ts';
import { sessionStore } from '#lib/session/session-store.ts';

// The app loads catalogues as screens need them; tests render components directly, so every
// catalogue is there from the start (and, after a switch, in the other language too).
await startI18n();
await loadCatalogs(catalogNames());

// Screens load lazily: under a loaded CI machine the first import of a screen's chunk can take
// seconds, more than Testing Library's default 1 s wait for `findBy…` (a dialog opening took
// more than 5 s once with the machine's two cores fully loaded). A wait only lasts this long
// when something is missing.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads media queries and observes element sizes; happy-dom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// Testing Library registers its cleanup only when test globals are on; they are off here.
afterEach(async () => {
  cleanup();
  notifications.clean();
  sessionStore.clear();
  await changeLocale('en-CA');
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.useRealTimers();
});
