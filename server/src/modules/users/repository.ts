import type { Db } from '../../db/connection.js';
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
