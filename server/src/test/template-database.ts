import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Where the migrated template of this run is: a SQLite file to copy, or a PostgreSQL database
 * to give as TEMPLATE (when TEST_DATABASE_URL is set).
 */
export type MigratedTemplate = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; name: string };

const run = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate | null;
  }
}

/**
 * The server project's globalSetup: runs every migration once for the whole run, on a template
 * database that each test file's database is then copied from (database.ts, migratedDatabase):
 * a file copy or a CREATE DATABASE … TEMPLATE instead of the migrations for every file. The
 * migrations themselves keep their own tests on empty databases (freshDatabase).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-template-'));
    const file = path.join(dir, 'shop.db');
    const drop = async () => fs.rmSync(dir, { recursive: true, force: true });
    await migrated(file, drop);
    project.provide('migratedTemplate', { dialect: 'sqlite', file });
    return drop;
  }
  const name = `shop_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await migrated(url.toString(), drop);
  project.provide('migratedTemplate', { dialect: 'postgres', name });
  return drop;
}

/** Migrates the template (migrate-template.ts); a failure drops it and fails the run. */
async function migrated(target: string, drop: () => Promise<void>): Promise<void> {
  const script = fileURLToPath(new URL('./migrate-template.ts', import.meta.url));
  try {
    await run(process.execPath, ['--conditions=source', '--import', 'tsx', script, target], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    });
  } catch (err) {
    await drop();
    const { stderr } = err as { stderr?: string };
    throw new Error(`migrating the test template failed:\n${stderr ?? String(err)}`, { cause: err });
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
