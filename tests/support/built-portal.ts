// The usual frame of an e2e file: the built server (a real process, fresh data folder) and
// Chromium, started together before the tests of a describe block and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './launch-chromium';
import { startBuiltServer, type BuiltServer } from './start-built-server';

export interface BuiltPortal {
  /** Set by the beforeAll hook: read them inside tests and hooks, not at the describe level. */
  readonly server: BuiltServer;
  readonly browser: Browser;
}

/** Call at the top of a describe block; `env` goes to the server (e.g. sandbox switches). */
export function useBuiltPortal(env: Record<string, string> = {}): BuiltPortal {
  const running: { server?: BuiltServer; browser?: Browser } = {};
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startBuiltServer(env), launchChromium()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return {
    get server() {
      if (!running.server) throw new Error('the built server is not started yet (read it inside a test)');
      return running.server;
    },
    get browser() {
      if (!running.browser) throw new Error('Chromium is not launched yet (read it inside a test)');
      return running.browser;
    },
  };
}
