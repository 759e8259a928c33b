#!/usr/bin/env node
// The `specforge` command: runs the TypeScript CLI through tsx, from any folder.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
