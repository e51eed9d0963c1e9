import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Staff roles (issue 15, parts 1 and 4; docs/decisions/019-staff-roles.md):
 * - staff_roles (owner: users): the roles a staff user (users.role 'admin') holds, one row each;
 *   every existing staff user becomes an owner, so nobody loses access.
 * - sessions (owner: auth) gain the device (user agent) and address they were opened from.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('staff_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('owner', 'office', 'counter', 'designer', 'driver')`),
    )
    .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'role'])
    .execute();
  await db
    .insertInto('staff_roles')
    .columns(['user_id', 'role'])
    .expression(
      db
        .selectFrom('users')
        .select(['id', sql.lit('owner').as('role')])
        .where('role', '=', 'admin'),
    )
    .execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.dropTable('staff_roles').execute();
}
