import type { SignupRequest } from '@shop/contract';
import { isStrongEnough } from '@shop/contract/password-strength';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, linkFor } from '../auth/index.js';
import { accountMail, enqueueMail } from '../mail/index.js';
import { emailInUse } from '../users/index.js';
import { insertCustomerAccount } from './accounts.js';

/**
 * Sign-up: a pending customer, its profile and both e-mails, in one transaction. The customers
 * module's, since it makes a customer (issue 42: auth no longer imports customers).
 */
export async function signup(deps: { db: Db; clock: Clock; config: Config }, input: SignupRequest): Promise<void> {
  const { db, clock, config } = deps;
  if (!(await isStrongEnough(input.password, [input.emailAddress, input.businessName, input.businessOwnerName]))) {
    throw new DomainError('WEAK_PASSWORD');
  }
  const passwordHash = await hashPassword(input.password);
  const now = clock.now().toISOString();
  // A concurrent sign-up with the same e-mail can pass the check: the unique index decides.
  await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        if (await emailInUse(trx, input.emailAddress)) throw new DomainError('EMAIL_TAKEN');
        const id = await insertCustomerAccount(trx, input, { passwordHash, status: 'pending', nowIso: now });
        await enqueueMail(trx, clock, {
          template: 'account-received',
          language: input.language,
          to: input.emailAddress,
          mail: accountMail('received', input.language, config.business, input.businessOwnerName),
        });
        await enqueueMail(trx, clock, {
          template: 'account-new-registration',
          language: 'fr',
          to: config.business.email,
          replyTo: input.emailAddress,
          mail: accountMail(
            'newRegistration',
            'fr',
            config.business,
            input.businessName,
            input.emailAddress,
            linkFor(config, 'fr', `/admin/customers/view/${id}`),
          ),
        });
      }),
    () => new DomainError('EMAIL_TAKEN'),
  );
}
