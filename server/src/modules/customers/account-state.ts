import type { Customer, Language, ToggleCustomerRequest } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import { linkFor, revokeUserSessions } from '../auth/index.js';
import { enqueueMail, accountMail } from '../mail/index.js';
import { presentCustomer } from './presenter.js';
import { changeStatus, findCustomer, setAccountState } from './repository.js';

const messages = {
  en: {
    approved: 'Customer approved.',
    rejected: 'Customer request rejected.',
    activated: 'Customer activated.',
    deactivated: 'Customer deactivated.',
    notFound: 'Customer not found.',
  },
  fr: {
    approved: 'Client approuvé.',
    rejected: 'Demande du client refusée.',
    activated: 'Client activé.',
    deactivated: 'Client désactivé.',
    notFound: 'Client introuvable.',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * PUT /api/toggle/customers/{id} (PRODUCT.md): `approval` approves (active true) or rejects
 * (false) and e-mails the customer in their language; `status` activates or deactivates.
 * Rejection and deactivation end the customer's sessions.
 */
export async function toggleCustomer(
  deps: { db: Db; clock: Clock; config: Config },
  id: number,
  change: ToggleCustomerRequest,
  language: Language,
): Promise<{ customer: Customer; message: string }> {
  const { db, clock, config } = deps;
  const now = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, id);
    if (!before) throw notFound(messages[language].notFound);
    let message: string;
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
      message = change.active ? messages[language].approved : messages[language].rejected;
    } else {
      await setAccountState(trx, id, { active: change.active ? 1 : 0 }, now);
      message = change.active ? messages[language].activated : messages[language].deactivated;
    }
    if (!change.active) await revokeUserSessions(trx, id);
    const after = await findCustomer(trx, id);
    return { customer: presentCustomer(after!), message };
  });
}
