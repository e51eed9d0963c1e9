import type { Db } from '../../db/connection.js';
import type { Language } from '@shop/contract';
import type { NewUser } from '../../db/schema.js';

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
