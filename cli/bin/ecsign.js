#!/usr/bin/env node
// The repository's way to run the CLI (`node cli/bin/ecsign.js …`, used by tests and scripts):
// the same Node version check and loading as the installed command, bin/ecsign.cjs. CommonJS by
// bin/package.json, so that no ES module loader is started on the way (see cli/build.mjs).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, as said above */
'use strict';

require('./ecsign.cjs');
