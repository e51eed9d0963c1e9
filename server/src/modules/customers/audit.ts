import type { Db } from '../../db/connection.js';
import { diffFields, recordAudit, type AuditActor } from '../audit/index.js';
import type { CustomerRow } from './repository.js';

/** The customer's fields the trail shows: never the document's path, a password or a token. */
const CUSTOMER_FIELDS = [
  'email',
  'name',
  'language',
  'status',
  'active',
  'business_name',
  'neq_tax_number',
  'phone_number',
  'cell_phone',
  'other_phone',
  'fax_number',
  'address1',
  'address2',
  'city',
  'province',
  'postal_code',
  'business_owner_name',
  'sales_person_name',
  'business_type',
  'business_website',
  'invoice_type',
  'credit_limit_cents',
  'delivery_zone',
  'payment_terms',
  'document_name',
  'order_notices_off',
  'price_level_id',
] as const satisfies readonly (keyof AuditedCustomer)[];

/** The customer's row, with their price level when the write read it (the prices module's). */
type AuditedCustomer = CustomerRow & { price_level_id?: number | null };

/** One row of the trail for a change of a customer, from `before` (null: created) to `after`. */
export async function auditCustomer(
  trx: Db,
  actor: AuditActor,
  id: number,
  action: string,
  before: AuditedCustomer | null | undefined,
  after: AuditedCustomer | null | undefined,
): Promise<void> {
  await recordAudit(trx, actor, {
    entity: 'customer',
    entityId: id,
    action,
    changes: diffFields(before, after, CUSTOMER_FIELDS),
  });
}
