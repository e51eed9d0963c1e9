// Run after `vite build` (the web workspace's build): fails the build when a route's first-load
// JavaScript is over its budget (web/budgets.ts), or when the app's start modules are not chunks
// of their own in the manifest (they would then be neither preloaded, weighed nor precached).
import fs from 'node:fs';
import path from 'node:path';
import { checkBudgets, type Manifest } from './budgets';
import { START_MODULES } from './src/app/module-preloads';

const dist = path.join(import.meta.dirname, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const missing = START_MODULES.filter((key) => !(key in manifest));
if (missing.length > 0) console.log(`The build's manifest lacks the app's start modules: ${missing.join(', ')}`);
process.exitCode = missing.length > 0 ? 1 : checkBudgets(dist);
