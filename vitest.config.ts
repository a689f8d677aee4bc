// One test runner for the whole workspace: each package is a project; `e2e` runs against the
// built apps in real Chromium and is started separately (see scripts/test.mjs).
import { defineConfig } from 'vitest/config';
import { SERVER_FILES_THAT_MOCK_MODULES } from './server/src/test-support/files-that-mock-modules.ts';

const SERVER_TESTS = {
  root: 'server',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  // Building a test app takes a second alone and far longer on a loaded CI machine: setup must
  // not be what fails.
  hookTimeout: 120_000,
  // One embedded PostgreSQL for the run; each test app makes a database of its own on it.
  globalSetup: ['src/test-support/global-server-tests.ts'],
} as const;

export default defineConfig({
  test: {
    projects: [
      // Key generation and signing take well under a second each, but many seconds on a loaded runner.
      { test: { name: 'core', root: 'core', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          ...SERVER_TESTS,
          name: 'server',
          exclude: SERVER_FILES_THAT_MOCK_MODULES,
          // A worker runs its test files in one module graph: the app's thousand modules are
          // evaluated once per worker instead of once per file, which was a third of the unit pass.
          // Safe because an app instance keeps its state on its AppContext, never in a module.
          isolate: false,
        },
      },
      {
        test: {
          ...SERVER_TESTS,
          name: 'server-isolated',
          include: SERVER_FILES_THAT_MOCK_MODULES,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'ui',
          root: 'ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          // Each screen test file imports React and Mantine: hundreds of small ES modules that Node
          // loads one by one in every file. Bundled once into one file per package, each file's
          // import takes a fraction of that.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react/jsx-runtime',
                  '@mantine/core',
                  '@mantine/hooks',
                ],
              },
            },
          },
          // A worker's files share one module graph and one window (test-setup.ts resets the window
          // per file): React, Mantine and the screens are evaluated once per worker, not per file.
          isolate: false,
          // A screen test types into jsdom key by key: well under a second alone, many seconds on
          // a loaded 2-core runner. A timeout is for a hung test, not a slow machine.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'cli', root: 'cli', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'extension',
          root: 'extension',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'tests',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // The cluster for tests that run servers on DATABASE_URL (two-servers, server-process).
          globalSetup: ['../server/src/test-support/global-postgres.ts'],
        },
      },
    ],
  },
});
