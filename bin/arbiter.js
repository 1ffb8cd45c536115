#!/usr/bin/env node
// The `arbiter` command. `npm ci` builds dist/ (the `prepare` script).
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
