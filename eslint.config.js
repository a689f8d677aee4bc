// One lint configuration for the whole repository. Besides the usual TypeScript rules it
// enforces the architecture's arrows (eslint-rules/architecture-boundaries.js): apps → ui → core,
// never app → app, never ui → app; core and ui import no Node built-in; and core touches no
// platform global (DOM, fetch, process), not even through globalThis.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import architecture from './eslint-rules/architecture-boundaries.js';

/** Globals core must not reach through an object either (`globalThis.fetch`, `window.process`). */
const CORE_FORBIDDEN_GLOBALS = [
  'fetch',
  'process',
  'crypto',
  'sessionStorage',
  'localStorage',
  'navigator',
  'location',
];

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
    files: ['{core,ui,web,extension,server,cli}/**/*.{ts,tsx,js,mjs}'],
    plugins: { architecture },
    rules: { 'architecture/boundaries': 'error' },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self', 'global'].flatMap((object) =>
          CORE_FORBIDDEN_GLOBALS.map((property) => ({
            object,
            property,
            message: `core is isomorphic: ${property} must be injected, not read from ${object}.`,
          })),
        ),
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
    rules: {
      'architecture/boundaries': ['error', { node: true }],
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['web/**/*.tsx', 'extension/**/*.tsx', 'ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
