// Run after `vite build` (the web workspace's build): fails the build when a route's first-load
// JavaScript is over its budget (web/budgets.ts).
import path from 'node:path';
import { checkBudgets } from './budgets';

process.exitCode = checkBudgets(path.join(import.meta.dirname, 'dist'));
