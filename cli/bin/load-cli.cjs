// Loads the built CLI (dist/ecsign.cjs) once bin/ecsign.cjs has checked the Node version. In the
// repository the CLI may not be built yet; an installed package always has it. CommonJS all the way:
// an ES module anywhere on the way would load Node's ES module loader at every start.
/* global require, process, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as bin/ecsign.cjs requires it */
'use strict';

var existsSync = require('node:fs').existsSync;
var join = require('node:path').join;

var built = join(__dirname, '..', 'dist', 'ecsign.cjs');
if (!existsSync(built)) {
  process.stderr.write(
    'ecsign: the CLI is not built yet; run `npm start` or `npx pnpm@10 --filter @ecsign/cli build` first\n',
  );
  process.exit(1);
}
// A failure here is left unhandled on purpose: Node prints it and exits 1, as it always did.
require(built);
