import type { BusinessProfile } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { createCustomerUser, type AccountStatus } from '../users/index.js';
import { insertProfile } from './repository.js';

/** A customer's account (users module) and profile: sign-up, staff creation, the demo seed and tests. */
export async function insertCustomerAccount(
  db: Db,
  profile: BusinessProfile,
  account: { passwordHash: string | null; status: AccountStatus; active?: boolean; nowIso: string },
): Promise<number> {
  const id = await createCustomerUser(db, {
    email: profile.emailAddress,
    name: profile.businessOwnerName,
    language: profile.language,
    ...account,
  });
  await insertProfile(db, id, profile);
  return id;
}
