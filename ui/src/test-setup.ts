// jsdom lacks a few browser APIs Mantine uses; each test starts from an empty document.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

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
// jsdom's globals and Node's TextEncoder live in different realms, so an encoded Uint8Array is
// not `instanceof ArrayBuffer`-backed here, and node-forge (the captcha's AES) reads it as empty.
// Copying into this realm's Uint8Array makes the tests see what a browser does.
class SameRealmTextEncoder extends TextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}
globalThis.TextEncoder = SameRealmTextEncoder;
