import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../auth/index.js';
import { emailInUse, insertUser, replaceStaffRoles } from './repository.js';

export interface NewAdmin {
  email: string;
  password: string;
  name: string;
}

/** Creates an approved, active staff user with the owner role; an e-mail already in use is refused. */
export async function createAdmin(db: Db, clock: Clock, admin: NewAdmin): Promise<number> {
  if (await emailInUse(db, admin.email)) {
    throw new Error(`A user with the e-mail ${admin.email} already exists.`);
  }
  const now = clock.now().toISOString();
  const { id } = await insertUser(db, {
    email: admin.email,
    password_hash: await hashPassword(admin.password),
    role: 'admin',
    name: admin.name,
    language: 'fr',
    status: 'approved',
    active: 1,
    created_at: now,
    updated_at: now,
  });
  // The command line makes owners: the first staff user of a shop manages the others (issue 15).
  await replaceStaffRoles(db, id, ['owner']);
  return id;
}
