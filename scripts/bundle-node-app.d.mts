// Types of bundle-node-app.mjs for the TypeScript that calls it (cli/src/launch/built-cli.test.ts).
import type { build } from 'esbuild';

export interface BundleNodeAppOptions {
  /** esbuild's build, from the calling package. */
  build: typeof build;
  packageDir: string;
  entry: string;
  outfile: string;
  /** 'esm' (default) or 'cjs' (a script for the CLI's code-cache launcher). */
  format?: 'esm' | 'cjs';
  /** Dependencies of the package to bundle instead of loading from node_modules. */
  bundled?: readonly string[];
}

export function bundleNodeApp(options: BundleNodeAppOptions): Promise<void>;
