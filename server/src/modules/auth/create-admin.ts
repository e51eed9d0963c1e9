import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { createStaffUser, emailInUse, replaceStaffRoles, updatePasswordHash } from '../users/index.js';
import { hashPassword } from './password.js';

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
  const id = await createStaffUser(db, { email: admin.email, name: admin.name, language: 'fr', nowIso: now });
  await updatePasswordHash(db, id, await hashPassword(admin.password), now);
  // The command line makes owners: the first staff user of a shop manages the others (issue 15).
  await replaceStaffRoles(db, id, ['owner']);
  return id;
}
