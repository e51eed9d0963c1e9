import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { levelById, levelOfCustomer, setLevelOfCustomer } from './repository.js';

/**
 * The customer's level as the customer routes take and show it (PUT/GET /api/customers/{id};
 * given to them by the app, decision 060). An unknown level is refused, naming price_level_id.
 */
export const customerLevels = {
  async of(db: Db, customerId: number): Promise<number | null> {
    return (await levelOfCustomer(db, customerId))?.id ?? null;
  },
  async set(db: Db, customerId: number, levelId: number | null, nowIso: string): Promise<void> {
    if (levelId !== null && !(await levelById(db, levelId))) throw new DomainError('PRICE_LEVEL_UNKNOWN');
    await setLevelOfCustomer(db, customerId, levelId, nowIso);
  },
};
