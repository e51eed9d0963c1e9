import { proposedZone, type Customer, type ToggleCustomerRequest } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { linkFor, revokeUserSessions } from '../auth/index.js';
import { enqueueMail, accountMail } from '../mail/index.js';
import { presentCustomer } from './presenter.js';
import { changeStatus, setAccountState } from '../users/index.js';
import { findCustomer, updateProfile } from './repository.js';
import { actorOf } from '../audit/index.js';
import { auditCustomer } from './audit.js';

/** What a toggle did, for the staff member's message. */
export type CustomerToggle = 'approved' | 'rejected' | 'activated' | 'deactivated';
const ACTIONS = { approved: 'approve', rejected: 'reject', activated: 'activate', deactivated: 'deactivate' } as const;

/**
 * PUT /api/toggle/customers/{id} (PRODUCT.md): `approval` approves (active true) or rejects
 * (false) and e-mails the customer in their language; `status` activates or deactivates.
 * Rejection and deactivation end the customer's sessions. Approval proposes the delivery zone
 * of the customer's city when they have none.
 */
export async function toggleCustomer(
  deps: { db: Db; clock: Clock; config: Config },
  actor: { id: number; ip?: string | null },
  id: number,
  change: ToggleCustomerRequest,
): Promise<{ customer: Customer; done: CustomerToggle }> {
  const { db, clock, config } = deps;
  const now = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, id);
    if (!before) throw new DomainError('CUSTOMER_NOT_FOUND');
    let done: CustomerToggle;
    if (change.type === 'approval') {
      const status = change.active ? 'approved' : 'rejected';
      // Conditional: of two clicks at once, only the one that changes the status e-mails.
      if (await changeStatus(trx, id, status, now)) {
        const mail = change.active
          ? accountMail(
              'approved',
              before.language,
              config.business,
              before.business_owner_name,
              linkFor(config, before.language, '/login'),
            )
          : accountMail('rejected', before.language, config.business, before.business_owner_name);
        await enqueueMail(trx, clock, {
          template: `account-${status}`,
          language: before.language,
          to: before.email,
          mail,
        });
      } else if (change.active) {
        await setAccountState(trx, id, { active: 1 }, now);
      }
      // An approved account gets the zone of its city (issue 17), unless staff already set one.
      const zone = change.active && !before.delivery_zone ? proposedZone(before.city) : null;
      if (zone) await updateProfile(trx, id, { delivery_zone: zone });
      done = change.active ? 'approved' : 'rejected';
    } else {
      await setAccountState(trx, id, { active: change.active ? 1 : 0 }, now);
      done = change.active ? 'activated' : 'deactivated';
    }
    if (!change.active) await revokeUserSessions(trx, id);
    const after = await findCustomer(trx, id);
    await auditCustomer(trx, actorOf(actor, now), id, ACTIONS[done], before, after);
    return { customer: presentCustomer(after!), done };
  });
}
