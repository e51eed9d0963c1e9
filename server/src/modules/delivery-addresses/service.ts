import type { DeliveryZone } from '@shop/contract';
import {
  DELIVERY_ADDRESS_LIMITS,
  type DeliveryAddress,
  type DeliveryAddressWrite,
} from '@shop/contract/delivery-addresses';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { getCustomerOrThrow, type CustomerRow } from '../customers/index.js';
import {
  addressesOf,
  addressOf,
  countAddresses,
  deleteAddress,
  deleteOrderAddress,
  insertAddress,
  orderAddressRows,
  updateAddress,
  upsertOrderAddress,
  type AddressFields,
  type AddressRow,
  type OrderAddressRow,
} from './repository.js';

export interface AddressDeps {
  db: Db;
  clock: Clock;
}

/** The fields both tables keep, from a row of either. */
type Stored = Omit<AddressRow, 'id' | 'customer_id' | 'created_at' | 'updated_at'>;

const present = (id: number | null, a: Stored): DeliveryAddress => ({
  id,
  is_default: false,
  label: a.label,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  province: a.province,
  postalCode: a.postal_code,
  delivery_zone: a.delivery_zone,
  window_from: a.window_from,
  window_to: a.window_to,
  driver_notes: a.driver_notes,
});

/** The profile's address: the default, first, without label, window or notes. */
export const profileAddress = (
  c: Pick<CustomerRow, 'address1' | 'address2' | 'city' | 'province' | 'postal_code' | 'delivery_zone'>,
): DeliveryAddress => ({
  id: null,
  is_default: true,
  label: null,
  address1: c.address1,
  address2: c.address2,
  city: c.city,
  province: c.province,
  postalCode: c.postal_code,
  delivery_zone: (c.delivery_zone ?? null) as DeliveryZone | null,
  window_from: null,
  window_to: null,
  driver_notes: null,
});

const fieldsOf = (w: DeliveryAddressWrite): AddressFields => ({
  label: w.label,
  address1: w.address1,
  address2: w.address2,
  city: w.city,
  province: w.province,
  postal_code: w.postalCode.toUpperCase(),
  delivery_zone: w.delivery_zone,
  window_from: w.window_from,
  window_to: w.window_to,
  driver_notes: w.driver_notes,
});

/** A customer's addresses: the profile's first, then the others as added. An unknown customer is 404. */
export async function listAddresses(db: Db, customerId: number): Promise<DeliveryAddress[]> {
  const customer = await getCustomerOrThrow(db, customerId);
  const rows = await addressesOf(db, customerId);
  return [profileAddress(customer), ...rows.map((r) => present(r.id, r))];
}

/** Who changes an address: the customer, or staff for them (the audit trail). */
export type AddressActor = { id: number; ip?: string | null };

const AUDITED = [
  'label',
  'address1',
  'address2',
  'city',
  'province',
  'postal_code',
  'delivery_zone',
  'window_from',
  'window_to',
  'driver_notes',
] as const satisfies readonly (keyof AddressFields)[];

/** A row of the trail for an address, in the caller's transaction: what changed of its fields. */
const audit = (
  trx: Db,
  actor: AddressActor,
  nowIso: string,
  id: number,
  action: string,
  before: AddressFields | null,
  after: AddressFields | null,
) =>
  recordAudit(trx, actorOf(actor, nowIso), {
    entity: 'delivery_address',
    entityId: id,
    action,
    changes: diffFields(before, after, AUDITED),
  });

export async function createAddress(
  deps: AddressDeps,
  actor: AddressActor,
  customerId: number,
  write: DeliveryAddressWrite,
) {
  await getCustomerOrThrow(deps.db, customerId);
  const max = DELIVERY_ADDRESS_LIMITS.perCustomer;
  if ((await countAddresses(deps.db, customerId)) >= max) throw new DomainError('DELIVERY_ADDRESS_LIMIT', { max });
  const now = deps.clock.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const made = await insertAddress(trx, customerId, fieldsOf(write), now);
    await audit(trx, actor, now, made, 'create', null, fieldsOf(write));
    return made;
  });
  return present(id, fieldsOf(write));
}

/** Changes one of the customer's addresses; orders already placed keep their copy. */
export async function changeAddress(
  deps: AddressDeps,
  actor: AddressActor,
  customerId: number,
  id: number,
  write: DeliveryAddressWrite,
) {
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await addressOf(trx, customerId, id);
    if (!before || !(await updateAddress(trx, customerId, id, fieldsOf(write), now)))
      throw new DomainError('DELIVERY_ADDRESS_NOT_FOUND');
    await audit(trx, actor, now, id, 'update', before, fieldsOf(write));
  });
  return present(id, fieldsOf(write));
}

export async function removeAddress(deps: AddressDeps, actor: AddressActor, customerId: number, id: number) {
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await addressOf(trx, customerId, id);
    if (!before || !(await deleteAddress(trx, customerId, id))) throw new DomainError('DELIVERY_ADDRESS_NOT_FOUND');
    await audit(trx, actor, now, id, 'delete', before, null);
  });
}

/**
 * The address an order names, checked to be its customer's (400 otherwise); null or left out:
 * the profile's (null). Read before the order is written.
 */
export async function addressForOrder(
  db: Db,
  customerId: number,
  addressId: number | null | undefined,
): Promise<AddressRow | null> {
  if (addressId == null) return null;
  const row = await addressOf(db, customerId, addressId);
  if (!row) throw new DomainError('DELIVERY_ADDRESS_NOT_THE_CUSTOMERS');
  return row;
}

/** Keeps a copy of the chosen address with the order (null: the profile's, no copy). */
export async function keepOrderAddress(db: Db, orderId: number, address: AddressRow | null): Promise<void> {
  if (!address) return deleteOrderAddress(db, orderId);
  const { id, customer_id: _c, created_at: _a, updated_at: _u, ...fields } = address;
  await upsertOrderAddress(db, { ...fields, order_id: orderId, address_id: id });
}

/** The copies kept for some orders, by order id; an order missing goes to its customer's profile address. */
export async function orderAddresses(db: Db, orderIds: readonly number[]): Promise<Map<number, DeliveryAddress>> {
  const rows: OrderAddressRow[] = await orderAddressRows(db, [...new Set(orderIds)]);
  return new Map(rows.map((r) => [r.order_id, present(r.address_id, r)]));
}

/** Where one order goes: its copy, or its customer's profile address. */
export async function addressOfOrder(db: Db, orderId: number, customerId: number): Promise<DeliveryAddress> {
  const kept = (await orderAddresses(db, [orderId])).get(orderId);
  return kept ?? profileAddress(await getCustomerOrThrow(db, customerId));
}
