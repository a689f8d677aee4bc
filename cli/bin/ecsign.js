#!/usr/bin/env node
// Launcher for the built CLI (cli/dist/ecsign.js, made by `pnpm --filter @ecsign/cli build`).
import { existsSync } from 'node:fs';

const built = new URL('../dist/ecsign.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(
    'ecsign: the CLI is not built yet; run `npm start` or `npx pnpm@10 --filter @ecsign/cli build` first\n',
  );
  process.exit(1);
}
await import(built.href);
