// Types of build.mjs for the TypeScript that imports it (src/launch/built-cli.test.ts).
export declare const BUNDLED: string[];
export declare function buildCli(options: {
  outDir: string;
  build?: (options: object) => Promise<unknown>;
}): Promise<void>;
export declare function warmVerifyCodeCache(outDir: string): void;
/** The esbuild plugin that evaluates core's error catalogue on first use. */
export declare const ERROR_CATALOGUE_ON_FIRST_USE: object;
