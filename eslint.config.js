// One lint configuration for the whole repository. Besides the usual TypeScript rules it
// enforces the architecture's arrows: apps import only @ecsign/core, never each other, and
// core imports no platform (node:*, DOM globals, process.env).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['server', 'web', 'extension', 'cli'];

/** Every app may import @ecsign/core but no other app. */
function appBoundary(app) {
  const others = apps.filter((a) => a !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...others.map((other) => ({
              group: [`@ecsign/${other}`, `@ecsign/${other}/*`, `../../${other}/*`, `../${other}/*`],
              message: `Apps import only @ecsign/core; ${app} must not import ${other}.`,
            })),
            { group: ['@ecsign/tests', '@ecsign/tests/*'], message: 'Apps never import the test package.' },
            { group: ['**/core/src/*'], message: 'Import core through its public subpaths (@ecsign/core/…).' },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      'data/**',
      '**/coverage/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', '**/build.mjs', '**/*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'core is isomorphic: pass platform pieces in instead of importing node:*.' },
            {
              group: ['@ecsign/*', '../../server/*', '../../web/*', '../../cli/*', '../../extension/*'],
              message: 'core never imports an app.',
            },
          ],
          paths: ['fs', 'path', 'crypto', 'os', 'http', 'https', 'child_process', 'url', 'buffer', 'stream'].map(
            (name) => ({ name, message: 'core is isomorphic: pass platform pieces in instead.' }),
          ),
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'sessionStorage',
          'localStorage',
          'navigator',
          'location',
          'fetch',
          'crypto',
          'chrome',
        ].map((name) => ({ name, message: `core is isomorphic: ${name} must be injected.` })),
        { name: 'process', message: 'core never reads process (configuration is passed in).' },
        { name: 'Buffer', message: 'core is isomorphic: use Uint8Array.' },
      ],
    },
  },
  {
    // Tests and their fixtures run in Node: they may use node:* to check core (e.g. AES against
    // node:crypto, pdfsig on a signed file).
    files: ['core/**/*.test.ts', 'core/**/*.fixture.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  ...apps.map(appBoundary),
  {
    files: ['web/**/*.tsx', 'extension/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
