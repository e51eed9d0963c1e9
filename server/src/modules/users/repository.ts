import type { Db } from '../../db/connection.js';
import { STAFF_ROLES, type Language, type StaffRole } from '@shop/contract';
import type { NewUser } from '../../db/schema.js';
import { isPostgres } from '../../db/migrations/helpers.js';

const credentialColumns = ['id', 'email', 'role', 'name', 'language', 'status', 'active', 'password_hash'] as const;

/** The account behind an e-mail, with its password hash (for sign-in only; never sent). */
export function findCredentialsByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(credentialColumns).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(credentialColumns).where('id', '=', id).executeTakeFirst();
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export async function adminExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function insertUser(db: Db, user: NewUser) {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, nowIso: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

export type AccountStatus = 'pending' | 'approved' | 'rejected';

/** A customer's sign-in account (its profile belongs to the customers module). */
export async function createCustomerUser(
  db: Db,
  account: {
    email: string;
    name: string;
    language: Language;
    passwordHash: string | null;
    status: AccountStatus;
    active?: boolean;
    nowIso: string;
  },
): Promise<number> {
  const { id } = await insertUser(db, {
    email: account.email,
    password_hash: account.passwordHash,
    role: 'customer',
    name: account.name,
    language: account.language,
    status: account.status,
    active: account.active === false ? 0 : 1,
    created_at: account.nowIso,
    updated_at: account.nowIso,
  });
  return id;
}

/** Customers waiting for approval (archived ones aside). */
export async function countPendingCustomers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'customer')
    .where('status', '=', 'pending')
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setAccountState(
  db: Db,
  id: number,
  state: { status?: 'approved' | 'rejected'; active?: number; archived_at?: string },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...state, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

export async function updateUserIdentity(
  db: Db,
  userId: number,
  set: { email?: string; name?: string; language?: Language },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...set, ...(set.email ? { email: set.email.toLowerCase() } : {}), updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

/** Sets the approval status only if it differs; true when this call changed it (so it e-mails once). */
export async function changeStatus(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  nowIso: string,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ status, updated_at: nowIso, ...(status === 'approved' ? { active: 1 } : {}) })
    .where('id', '=', id)
    .where('status', '<>', status)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A staff user's roles, in the policy's order (an empty list for a customer). */
export async function findStaffRoles(db: Db, userId: number): Promise<StaffRole[]> {
  const rows = await db.selectFrom('staff_roles').select('role').where('user_id', '=', userId).execute();
  const held = new Set(rows.map((r) => r.role));
  return STAFF_ROLES.filter((role) => held.has(role));
}

/** Replaces a staff user's roles. */
export async function replaceStaffRoles(db: Db, userId: number, roles: readonly StaffRole[]): Promise<void> {
  await db.deleteFrom('staff_roles').where('user_id', '=', userId).execute();
  if (roles.length > 0) {
    await db
      .insertInto('staff_roles')
      .values(roles.map((role) => ({ user_id: userId, role })))
      .execute();
  }
}

/** Every staff user (users.role 'admin') with their roles, by name. */
export async function listStaffUsers(db: Db) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'language', 'active', 'password_hash'])
    .where('role', '=', 'admin')
    .orderBy('name')
    .orderBy('id')
    .execute();
  const roles = await db.selectFrom('staff_roles').select(['user_id', 'role']).execute();
  return users.map(({ password_hash, ...u }) => {
    const held = new Set(roles.filter((r) => r.user_id === u.id).map((r) => r.role));
    return { ...u, invited: password_hash === null, roles: STAFF_ROLES.filter((role) => held.has(role)) };
  });
}

/** The active staff users holding the driver role, by name: whom a delivery run can be given to. */
export async function listActiveDrivers(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users')
    .innerJoin('staff_roles', 'staff_roles.user_id', 'users.id')
    .select(['users.id', 'users.name'])
    .where('users.role', '=', 'admin')
    .where('users.active', '=', 1)
    .where('staff_roles.role', '=', 'driver')
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/**
 * The staff users holding the designer role, by name (docs/decisions/026): whom the design
 * center assigns (the active ones) and filters by (all of them).
 */
export async function listStaffDesigners(
  db: Db,
  options: { activeOnly: boolean },
): Promise<{ id: number; name: string; active: number }[]> {
  let query = db
    .selectFrom('users')
    .innerJoin('staff_roles', 'staff_roles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.active'])
    .where('users.role', '=', 'admin')
    .where('users.archived_at', 'is', null)
    .where('staff_roles.role', '=', 'designer');
  if (options.activeOnly) query = query.where('users.active', '=', 1);
  return query.orderBy('users.name').orderBy('users.id').execute();
}

/** A staff user invited by the owner: approved and active, no password until they choose one. */
export async function createStaffUser(
  db: Db,
  member: { email: string; name: string; language: Language; nowIso: string },
): Promise<number> {
  const { id } = await insertUser(db, {
    email: member.email,
    password_hash: null,
    role: 'admin',
    name: member.name,
    language: member.language,
    status: 'approved',
    active: 1,
    created_at: member.nowIso,
    updated_at: member.nowIso,
  });
  return id;
}

/**
 * The active owners, locked on PostgreSQL until the transaction ends, so that two owners who
 * demote each other at once take turns and one of them is refused (SQLite writes one at a time).
 */
export async function lockActiveOwners(db: Db): Promise<number[]> {
  let query = db
    .selectFrom('users')
    .innerJoin('staff_roles', 'staff_roles.user_id', 'users.id')
    .select('users.id')
    .where('staff_roles.role', '=', 'owner')
    .where('users.role', '=', 'admin')
    .where('users.active', '=', 1)
    .orderBy('users.id');
  if (isPostgres(db)) query = query.forUpdate();
  return (await query.execute()).map((r) => r.id);
}

/** Clears a password: the account can sign in again only through a set-password link. */
export async function clearPasswordHash(db: Db, userId: number, nowIso: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: null, updated_at: nowIso }).where('id', '=', userId).execute();
}
