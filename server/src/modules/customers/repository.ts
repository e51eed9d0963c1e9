import type { BusinessProfile } from '@shop/contract';
import type { Db } from '../../db/connection.js';

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
  };
}

export async function insertProfile(db: Db, userId: number, profile: BusinessProfile): Promise<void> {
  await db
    .insertInto('customer_profiles')
    .values({ user_id: userId, ...profileColumns(profile) })
    .execute();
}

/** One customer with its profile, or undefined (admins and unknown ids are not customers). */
export function findCustomer(db: Db, id: number) {
  return db
    .selectFrom('users')
    .innerJoin('customer_profiles as p', 'p.user_id', 'users.id')
    .select([
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
    ])
    .where('users.id', '=', id)
    .where('users.role', '=', 'customer')
    .executeTakeFirst();
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

export async function setAccountState(
  db: Db,
  id: number,
  state: { status?: 'approved' | 'rejected'; active?: number },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...state, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}
