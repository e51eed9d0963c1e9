import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Designers become staff users (issue 15; docs/decisions/026-designers-are-staff.md). Each name
 * of `designers` (0007, owned by design-center) becomes a staff user (owned by users) holding the
 * `designer` role: no password (invited, as the owner's invitations leave them), no e-mail (a
 * placeholder of the reserved .invalid domain, so nothing is ever sent), French, active as the
 * designer was. An active designer who already is a staff member of that name (whatever its
 * case) gains the role instead of a second account. Orders and lines hold the designer's name
 * (0006) and keep it. The designers table goes: the design center reads staff users.
 */
// contract's NO_EMAIL_DOMAIN, written out: a migration describes the data as it was at its time.
const NO_EMAIL_DOMAIN = 'no-email.invalid';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('fr-CA') === b.trim().toLocaleLowerCase('fr-CA');

export const placeholderEmail = (designerId: number) => `designer-${designerId}@${NO_EMAIL_DOMAIN}`;

export async function up(db: MigrationDb): Promise<void> {
  const nowIso = new Date().toISOString();
  const designers: { id: number; name: string; active: number; created_at: string }[] = await db
    .selectFrom('designers')
    .select(['id', 'name', 'active', 'created_at'])
    .orderBy('id')
    .execute();
  const staff: { id: number; name: string }[] = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('role', '=', 'admin')
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const designer of designers) {
    const active = Number(designer.active) === 1;
    const existing = staff.find((s) => sameName(s.name, designer.name));
    // An inactive designer who is also staff under that name was no longer designing: nothing to add.
    if (existing && !active) continue;
    let userId = existing?.id;
    if (userId === undefined) {
      const row: { id: number } = await db
        .insertInto('users')
        .values({
          email: placeholderEmail(designer.id),
          password_hash: null,
          role: 'admin',
          name: designer.name,
          language: 'fr',
          status: 'approved',
          active: active ? 1 : 0,
          created_at: designer.created_at,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = Number(row.id);
    }
    await db
      .insertInto('staff_roles')
      .values({ user_id: userId, role: 'designer' })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .execute();
  }
  await db.schema.dropTable('designers').execute();
}

/** The designers' list again, from the staff holding the role; the placeholder accounts go. */
export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('designers')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('designers_name_lower')
    .on('designers')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  const holders: { id: number; name: string; active: number; created_at: string }[] = await db
    .selectFrom('users')
    .innerJoin('staff_roles', 'staff_roles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.active', 'users.created_at'])
    .where('staff_roles.role', '=', 'designer')
    .orderBy('users.active', 'desc')
    .orderBy('users.id')
    .execute();
  const nowIso = new Date().toISOString();
  const kept: string[] = [];
  for (const h of holders) {
    if (kept.some((name) => sameName(name, h.name))) continue;
    kept.push(h.name);
    await db
      .insertInto('designers')
      .values({ name: h.name, active: Number(h.active), created_at: h.created_at, updated_at: nowIso })
      .execute();
  }
  await db.deleteFrom('staff_roles').where('role', '=', 'designer').execute();
  const placeholders = db.selectFrom('users').select('id').where('email', 'like', `%@${NO_EMAIL_DOMAIN}`);
  await db.deleteFrom('staff_roles').where('user_id', 'in', placeholders).execute();
  await db.deleteFrom('users').where('email', 'like', `%@${NO_EMAIL_DOMAIN}`).execute();
}
