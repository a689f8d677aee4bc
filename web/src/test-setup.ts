// Runs before each test file. The files a worker runs share one window (vitest.config.ts: the web
// project does not isolate files), so each file starts from what a fresh page would have: no
// stored session or language, the address at the root, an empty document. jsdom also lacks a few
// browser APIs Mantine uses.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { endUserEventsOfThisTest } from './test-support/setup-user';

// The window's own fetch, kept by the first file of the worker: a test may script window.fetch
// (render-screen.tsx) and every test gets the real one back, with the tab's storage emptied. These
// hooks live here, not in the helper that scripts fetch, because a module's top-level hooks would
// be registered only for the first file that imports it.
const windowFetch = ((globalThis as { windowFetchBeforeTests?: typeof fetch }).windowFetchBeforeTests ??= window.fetch);

afterEach(() => {
  endUserEventsOfThisTest();
  cleanup();
  window.fetch = windowFetch;
  window.sessionStorage.clear();
});

localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.replaceChildren();
document.title = '';
for (const attribute of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(attribute.name);
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
// The router scrolls to the top after every navigation; jsdom does not scroll.
window.scrollTo = () => undefined;
// jsdom's globals and Node's TextEncoder live in different realms, so an encoded Uint8Array is
// not `instanceof ArrayBuffer`-backed here, and node-forge (the captcha's AES) reads it as empty.
// Copying into this realm's Uint8Array makes the tests see what a browser does.
class SameRealmTextEncoder extends TextEncoder {
  static readonly sameRealm = true;
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}
if (!('sameRealm' in globalThis.TextEncoder)) globalThis.TextEncoder = SameRealmTextEncoder;
