import {
  proposedZone,
  type CustomerDetail,
  type CustomerWrite,
  type InvoiceType,
  type OwnProfileUpdate,
} from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import type { Clock } from '../../lib/clock.js';
import { removeFile, storeFile } from '../../lib/stored-files.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { issueSetPasswordLink, revokePasswordTokens, revokeUserSessions } from '../auth/index.js';
import type { FileStore } from '../files/index.js';
import { enqueueMail, accountMail } from '../mail/index.js';
import { emailInUse, updateUserIdentity } from '../users/index.js';
import { insertCustomerAccount } from './accounts.js';
import { writeOrderNotices } from './order-notices.js';
import { presentCustomerDetail } from './presenter.js';
import { findCustomer, profileColumns, searchText, updateProfile, type CustomerRow } from './repository.js';
import { setAccountState } from '../users/index.js';
import { actorOf } from '../audit/index.js';
import { auditCustomer } from './audit.js';
import { writeLevel, type CustomerPriceLevels } from './price-level.js';

/** Who acts, from the route: the signed-in user and the request's address (the audit trail). */
export type CustomerActor = { id: number; ip?: string | null };

export interface CustomerDeps {
  db: Db;
  clock: Clock;
  config: Config;
  files: FileStore;
}

export async function getCustomerOrThrow(db: Db, id: number): Promise<CustomerRow> {
  const row = await findCustomer(db, id);
  if (!row) throw new DomainError('CUSTOMER_NOT_FOUND');
  return row;
}

/** The customer as staff read them: the profile and their price level. */
export async function staffCustomerDetail(db: Db, levels: CustomerPriceLevels, id: number): Promise<CustomerDetail> {
  const row = await getCustomerOrThrow(db, id);
  return { ...presentCustomerDetail(row), price_level_id: await levels.of(db, id) };
}

/**
 * Staff create a customer (POST /api/customers): approved at once, no password; the customer
 * gets a set-password e-mail. The optional document is stored before the transaction and
 * removed again if it fails.
 */
export async function createCustomer(
  deps: CustomerDeps,
  actor: CustomerActor,
  input: CustomerWrite,
  document: UploadedFile | null,
  levels: CustomerPriceLevels,
): Promise<CustomerDetail> {
  const { db, clock, config, files } = deps;
  const documentPath = document ? await storeFile(files, 'documents', document.buffer, document.ext) : null;
  try {
    const id = await failOnUnique(
      () =>
        db.transaction().execute(async (trx) => {
          if (await emailInUse(trx, input.emailAddress)) throw new DomainError('EMAIL_TAKEN');
          const now = clock.now().toISOString();
          const id = await insertCustomerAccount(trx, input, { passwordHash: null, status: 'approved', nowIso: now });
          await updateProfile(trx, id, {
            credit_limit_cents: input.credit_limit_cents ?? null,
            // Staff's zone, else the one of the city (issue 17); they can change it on the form.
            delivery_zone: input.delivery_zone ?? proposedZone(input.city),
            payment_terms: input.payment_terms ?? null,
            ...(document && documentPath
              ? { document_path: documentPath, document_name: document.filename, document_mime: document.mime }
              : {}),
          });
          const level = await writeLevel(levels, trx, id, input.price_level_id, now);
          await auditCustomer(trx, actorOf(actor, now), id, 'create', null, {
            ...(await findCustomer(trx, id))!,
            ...level.after,
          });
          const link = await issueSetPasswordLink(trx, clock, config, { id, language: input.language });
          await enqueueMail(trx, clock, {
            template: 'account-created',
            language: input.language,
            to: input.emailAddress,
            mail: accountMail('created', input.language, config.business, input.businessOwnerName, link),
          });
          return id;
        }),
      () => new DomainError('EMAIL_TAKEN'),
    );
    return staffCustomerDetail(db, levels, id);
  } catch (err) {
    await removeFile(files, documentPath);
    throw err;
  }
}

/** Staff edit (PUT /api/customers/{id}): the whole profile, the e-mail and the credit limit. */
export async function updateCustomer(
  deps: CustomerDeps,
  actor: CustomerActor,
  id: number,
  input: CustomerWrite,
  levels: CustomerPriceLevels,
): Promise<CustomerDetail> {
  const { db, clock } = deps;
  await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await getCustomerOrThrow(trx, id);
        if (input.emailAddress !== before.email && (await emailInUse(trx, input.emailAddress))) {
          throw new DomainError('EMAIL_TAKEN');
        }
        const now = clock.now().toISOString();
        await updateUserIdentity(
          trx,
          id,
          { email: input.emailAddress, name: input.businessOwnerName, language: input.language },
          now,
        );
        await updateProfile(trx, id, {
          ...profileColumns(input),
          ...(input.credit_limit_cents !== undefined ? { credit_limit_cents: input.credit_limit_cents } : {}),
          ...(input.delivery_zone !== undefined ? { delivery_zone: input.delivery_zone } : {}),
          ...(input.payment_terms !== undefined ? { payment_terms: input.payment_terms } : {}),
        });
        if (input.emailAddress !== before.email) {
          // The address changed hands: links sent to the old one and open sessions end.
          await revokePasswordTokens(trx, id, now);
          await revokeUserSessions(trx, id);
        }
        const level = await writeLevel(levels, trx, id, input.price_level_id, now);
        await auditCustomer(
          trx,
          actorOf(actor, now),
          id,
          'update',
          { ...before, ...level.before },
          { ...(await findCustomer(trx, id))!, ...level.after },
        );
      }),
    () => new DomainError('EMAIL_TAKEN'),
  );
  return staffCustomerDetail(db, levels, id);
}

export async function setInvoiceType(
  deps: Pick<CustomerDeps, 'db' | 'clock'>,
  actor: CustomerActor,
  id: number,
  invoiceType: InvoiceType,
): Promise<CustomerDetail> {
  const { db, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const before = await getCustomerOrThrow(trx, id);
    await updateProfile(trx, id, { invoice_type: invoiceType });
    const after = await findCustomer(trx, id);
    await auditCustomer(trx, actorOf(actor, clock.now().toISOString()), id, 'update', before, after);
  });
  return presentCustomerDetail(await getCustomerOrThrow(db, id));
}

/**
 * DELETE /api/customers/{id}: the account is archived, not erased. It leaves the lists and
 * cannot sign in; its orders, invoices, payments and notes stay for the books.
 */
export async function archiveCustomer(deps: CustomerDeps, actor: CustomerActor, id: number): Promise<CustomerDetail> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const row = await getCustomerOrThrow(trx, id);
    const now = clock.now().toISOString();
    await setAccountState(trx, id, { archived_at: now, active: 0 }, now);
    await revokeUserSessions(trx, id);
    await auditCustomer(trx, actorOf(actor, now), id, 'archive', row, { ...row, active: 0 });
    return { ...presentCustomerDetail(row), active: false };
  });
}

/** A customer edits their own contact details and language (never their business identity). */
export async function updateOwnProfile(
  deps: CustomerDeps,
  actor: CustomerActor,
  input: OwnProfileUpdate,
): Promise<CustomerDetail> {
  const { db, clock } = deps;
  const id = actor.id;
  await db.transaction().execute(async (trx) => {
    const row = await getCustomerOrThrow(trx, id);
    await updateUserIdentity(trx, id, { language: input.language }, clock.now().toISOString());
    await updateProfile(trx, id, {
      phone_number: input.phoneNumber,
      cell_phone: input.cellPhone ?? null,
      other_phone: input.otherPhone ?? null,
      fax_number: input.faxNumber ?? null,
      sales_person_name: input.salesPersonName ?? null,
      business_website: input.businessWebsite ?? null,
      ...(input.order_notices ? { order_notices_off: writeOrderNotices(input.order_notices) } : {}),
      search_text: searchText(
        {
          businessName: row.business_name,
          businessOwnerName: row.business_owner_name,
          phoneNumber: input.phoneNumber,
          city: row.city,
        },
        row.email,
      ),
    });
    await auditCustomer(trx, actorOf(actor, clock.now().toISOString()), id, 'update', row, await findCustomer(trx, id));
  });
  return presentCustomerDetail(await getCustomerOrThrow(db, id));
}
