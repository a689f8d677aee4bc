#!/usr/bin/env node
// The `ecsign` command. Written in old, plain JavaScript on purpose: any Node must be able to read
// this file, so that an outdated Node gets one clear sentence instead of a syntax error or a stack
// trace from the bundle, which needs Node 20.19 or newer. Only after the check is the CLI loaded.
/* global require, process, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, as said above */
'use strict';

var NEEDED = { major: 20, minor: 19 };
var parts = process.versions.node.split('.');
var major = Number(parts[0]);
var minor = Number(parts[1]);

if (major < NEEDED.major || (major === NEEDED.major && minor < NEEDED.minor)) {
  // One string, one call: prettier's trailing comma after a last argument would itself be a
  // syntax error for the oldest Node versions.
  var needed = NEEDED.major + '.' + NEEDED.minor;
  var sentence = 'ecsign needs Node.js ' + needed + ' or newer but this is ' + process.version;
  process.stderr.write(sentence + ': install a current release from https://nodejs.org/ and try again.\n');
  process.exit(2);
}

// The built CLI (dist/ecsign.cjs), loaded from here rather than through a file of its own: each
// module on the way is one more resolution, read and compile of every start. In the repository the
// CLI may not be built yet; an installed package always has it. CommonJS all the way: an ES module
// anywhere on the way would load Node's ES module loader at every start.
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
