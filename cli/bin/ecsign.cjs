#!/usr/bin/env node
// The `ecsign` command. Written in old, plain JavaScript on purpose: any Node must be able to read
// this file, so that an outdated Node gets one clear sentence instead of a syntax error or a stack
// trace from the bundle, which needs Node 20.19 or newer. Only after the check is the CLI loaded.
/* global require, process */
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

// A separate file because import() itself is a syntax error for the oldest Node versions.
require('./load-cli.cjs');
