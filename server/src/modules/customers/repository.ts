import type { BusinessProfile, CustomerListParams } from '@shop/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { compiledOnce, type Take } from '../../db/compiled-once.js';
import type { Database } from '../../db/schema.js';
import { foldedForSearch, likeContains } from '../../db/like.js';

/** What the list's search looks in: business, owner, e-mail, phone (digits too) and city. */
export function searchText(
  p: Pick<BusinessProfile, 'businessName' | 'businessOwnerName' | 'phoneNumber' | 'city'>,
  email: string,
): string {
  return foldedForSearch(
    [p.businessName, p.businessOwnerName, email, p.phoneNumber, p.phoneNumber.replace(/\D/g, ''), p.city].join(' '),
  );
}

/**
 * A search of customers' words in `column` (a customer_profiles.search_text, for the lists that
 * show customers): accents aside; what could be a phone number ("(514) 555-0110", "+1 514…")
 * also by its digits, beside the text as typed ("1-800 Fleurs" is still found by "1-800").
 */
export function customerTextMatches(column: string, text: string) {
  const words = likeContains(column, foldedForSearch(text));
  const digits = text.replace(/\D/g, '');
  if (!/^[\d\s()+.-]+$/.test(text) || digits.length < 3) return words;
  // The stored digits are the number's own, without the country's 1.
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return sql<boolean>`(${words} or ${likeContains(column, local)})`;
}

/** The profile columns from the registration's field names (SPEC §3). */
export function profileColumns(p: BusinessProfile) {
  return {
    business_name: p.businessName,
    neq_tax_number: p.neqTaxNumber,
    phone_number: p.phoneNumber,
    cell_phone: p.cellPhone ?? null,
    other_phone: p.otherPhone ?? null,
    fax_number: p.faxNumber ?? null,
    address1: p.address1,
    address2: p.address2 ?? null,
    city: p.city,
    province: p.province,
    postal_code: p.postalCode.toUpperCase(),
    business_owner_name: p.businessOwnerName,
    sales_person_name: p.salesPersonName ?? null,
    business_type: p.businessType,
    business_website: p.businessWebsite ?? null,
    search_text: searchText(p, p.emailAddress),
  };
}

export async function insertProfile(db: Db, userId: number, profile: BusinessProfile): Promise<void> {
  await db
    .insertInto('customer_profiles')
    .values({ user_id: userId, ...profileColumns(profile) })
    .execute();
}

const detailColumns = [
  'users.id',
  'users.email',
  'users.name',
  'users.language',
  'users.status',
  'users.active',
  'users.created_at',
  'p.business_name',
  'p.neq_tax_number',
  'p.phone_number',
  'p.cell_phone',
  'p.other_phone',
  'p.fax_number',
  'p.address1',
  'p.address2',
  'p.city',
  'p.province',
  'p.postal_code',
  'p.business_owner_name',
  'p.sales_person_name',
  'p.business_type',
  'p.business_website',
  'p.invoice_type',
  'p.balance_cents',
  'p.credit_limit_cents',
  'p.delivery_zone',
  'p.payment_terms',
  'p.document_name',
  'p.document_mime',
  'p.document_path',
  'p.order_notices_off',
] as const;

/**
 * One customer that is not archived, with its profile; undefined for staff or unknown ids. The
 * account's columns (e-mail, name, status) are read by a join to the users module's table.
 */
export function findCustomer(db: Db, id: number) {
  return db
    .selectFrom('customer_profiles as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .select(detailColumns)
    .where('users.id', '=', id)
    .where('users.role', '=', 'customer')
    .where('users.archived_at', 'is', null)
    .executeTakeFirst();
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

const sortColumns = {
  businessName: 'p.business_name',
  city: 'p.city',
  created_at: 'users.created_at',
  status: 'users.status',
  balance: 'p.balance_cents',
} as const;

/** A page of customers for the staff list; the filter and search run in the database. */
export async function listCustomers(db: Db, query: CustomerListParams) {
  let base = db
    .selectFrom('customer_profiles as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .where('users.role', '=', 'customer')
    .where('users.archived_at', 'is', null);
  if (query.filter === 'pending') base = base.where('users.status', '=', 'pending');
  if (query.filter === 'rejected') base = base.where('users.status', '=', 'rejected');
  if (query.filter === 'active') base = base.where('users.status', '=', 'approved').where('users.active', '=', 1);
  if (query.filter === 'inactive') base = base.where('users.status', '=', 'approved').where('users.active', '=', 0);
  if (query.search) {
    base = base.where(customerTextMatches('p.search_text', query.search));
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'users.id',
        'users.email',
        'users.status',
        'users.active',
        'users.created_at',
        'p.business_name',
        'p.business_owner_name',
        'p.phone_number',
        'p.city',
        'p.invoice_type',
        'p.balance_cents',
        'p.delivery_zone',
      ])
      .orderBy(sortColumns[query.sort], query.order)
      .orderBy('users.id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function updateProfile(
  db: Db,
  userId: number,
  columns: Partial<ReturnType<typeof profileColumns>> & Record<string, unknown>,
): Promise<void> {
  await db.updateTable('customer_profiles').set(columns).where('user_id', '=', userId).execute();
}

/**
 * A slice of every customer who is not archived, by id, after `after` (the customers export).
 * The account's columns are read by a join to the users module's table.
 */
export function customerBatch(db: Db, after: number | null, limit: number) {
  let query = db
    .selectFrom('customer_profiles as c')
    .innerJoin('users', 'users.id', 'c.user_id')
    .select([
      'users.id',
      'users.email',
      'users.status',
      'users.active',
      'users.language',
      'users.created_at',
      'c.business_name',
      'c.business_owner_name',
      'c.phone_number',
      'c.cell_phone',
      'c.address1',
      'c.city',
      'c.province',
      'c.postal_code',
      'c.business_type',
      'c.invoice_type',
      'c.credit_limit_cents',
      'c.balance_cents',
    ])
    .where('users.role', '=', 'customer')
    .where('users.archived_at', 'is', null);
  if (after !== null) query = query.where('users.id', '>', after);
  return query.orderBy('users.id').limit(limit).execute();
}

/**
 * What credit control and invoicing read of a customer (archived or not): the balance, the
 * limit, the invoice type and the payment terms.
 */
export async function findCreditProfile(db: Db, id: number) {
  return (await creditProfileQuery(db, id)).rows[0];
}
const creditProfileQuery = compiledOnce((db, take: Take<number>) =>
  db
    .selectFrom('customer_profiles')
    .select(['user_id', 'balance_cents', 'credit_limit_cents', 'invoice_type', 'payment_terms'])
    .where(
      'user_id',
      '=',
      take((id) => id),
    ),
);

/** Approved customers not archived, with what an e-mail to them needs: who, where, in which language. */
const approvedCustomersToMail = (db: Db) =>
  db
    .selectFrom('customer_profiles as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .select(['users.id', 'users.email', 'users.language', 'p.business_owner_name'])
    .where('users.role', '=', 'customer')
    .where('users.status', '=', 'approved')
    .where('users.archived_at', 'is', null);

/**
 * The customers (approved, not archived) with an open balance or among `active` (ids from
 * other modules' activity): who gets a monthly statement, with where and in which language.
 */
export function statementRecipients<T extends keyof Database>(
  db: Db,
  active: SelectQueryBuilder<Database, T, { customer_id: number }>,
) {
  return approvedCustomersToMail(db)
    .where((eb) => eb.or([eb('p.balance_cents', '!=', 0), eb('users.id', 'in', active)]))
    .orderBy('users.id')
    .execute();
}

/**
 * The approved, active customers among `ids` (another module's subquery: the fresh list's
 * subscribers), with what an e-mail to them needs, by id.
 */
export function mailableCustomers<T extends keyof Database>(
  db: Db,
  ids: SelectQueryBuilder<Database, T, { customer_id: number }>,
) {
  return approvedCustomersToMail(db)
    .where('users.active', '=', 1)
    .where('users.id', 'in', ids)
    .orderBy('users.id')
    .execute();
}

/**
 * The ids of the customers whose words hold the text, as a subquery for other modules' lists
 * (the order search): the words are looked for once per customer.
 */
export function customerIdsMatching(db: Db, text: string) {
  return db
    .selectFrom('customer_profiles')
    .select('customer_profiles.user_id')
    .where(customerTextMatches('search_text', text));
}
