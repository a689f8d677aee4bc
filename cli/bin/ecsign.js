#!/usr/bin/env node
// The repository's way to run the CLI (`node cli/bin/ecsign.js …`, used by tests and scripts):
// the same Node version check and loading as the installed command, bin/ecsign.cjs.
import './ecsign.cjs';
