import type { MigrationDb } from './helpers.js';

/**
 * Issue 35: a sign-in's attempt is counted before its password is checked. For a staff member
 * with two-step sign-in, the right password's attempt is not over: its first code uses it. The
 * account's count that attempt took, or null once a code has used it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('login_challenges').addColumn('attempt', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('login_challenges').dropColumn('attempt').execute();
}
