import {
  businessProfileSchema,
  productWriteSchema,
  defaultPack,
  writtenPacks,
  type BusinessProfile,
  type ProductWriteForm,
  type StaffRole,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { hashPassword } from '../modules/auth/password.js';
import { insertProduct } from '../modules/catalog/repository.js';
import { insertCustomerAccount } from '../modules/customers/accounts.js';
import { insertUser, replaceStaffRoles } from '../modules/users/repository.js';

export const PASSWORD = 'Hydrangea-Bleue-2026';
let passwordHash: Promise<string> | null = null;
let counter = 0;

/** A valid profile (parsed by the same schema as sign-up), with unique e-mail and names. */
export function profile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  counter += 1;
  return businessProfileSchema.parse({
    businessName: `Fleuriste ${counter}`,
    neqTaxNumber: `11${String(counter).padStart(8, '0')}`,
    phoneNumber: '514-555-0199',
    address1: `${counter} rue Saint-Denis`,
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2X 3K8',
    businessOwnerName: `Owner ${counter}`,
    businessType: 'florist',
    emailAddress: `florist${counter}.${Date.now()}@example.com`,
    language: 'en',
    ...overrides,
  });
}

/** A customer account (approved and active unless told otherwise) with the shared password. */
export async function createCustomer(
  db: Db,
  options: { status?: 'pending' | 'approved' | 'rejected'; active?: boolean; profile?: Partial<BusinessProfile> } = {},
) {
  const p = profile(options.profile);
  passwordHash ??= hashPassword(PASSWORD);
  const id = await insertCustomerAccount(db, p, {
    passwordHash: await passwordHash,
    status: options.status ?? 'approved',
    ...(options.active === undefined ? {} : { active: options.active }),
    nowIso: new Date().toISOString(),
  });
  return { id, email: p.emailAddress, profile: p };
}

/** A staff user, the owner unless other roles are given (issue 15). */
export async function createAdminUser(db: Db, roles: readonly StaffRole[] = ['owner']) {
  counter += 1;
  const now = new Date().toISOString();
  passwordHash ??= hashPassword(PASSWORD);
  const email = `staff${counter}.${Date.now()}@example.com`;
  const { id } = await insertUser(db, {
    email,
    password_hash: await passwordHash,
    role: 'admin',
    name: `Staff ${counter}`,
    language: 'fr',
    status: 'approved',
    active: 1,
    created_at: now,
    updated_at: now,
  });
  await replaceStaffRoles(db, id, roles);
  return { id, email };
}

/** Signs in through the API and gives the Cookie header to send afterwards. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<{ cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.1.${counter % 250}.${(counter += 1) % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!set) throw new Error('no session cookie');
  return { cookie: `${set.name}=${set.value}` };
}

/** A new admin, signed in: the Cookie header of their session. */
export async function signInAsNewAdmin(
  app: FastifyInstance,
  db: Db,
  roles: readonly StaffRole[] = ['owner'],
): Promise<{ cookie: string }> {
  return signIn(app, (await createAdminUser(db, roles)).email);
}

/** inject() options sending a session cookie, or none when signed out. */
export const withCookie = (cookie?: string) => (cookie ? { headers: { cookie } } : {});

/** A valid product body (POST /api/products), unique code and names. */
export function productInput(overrides: Partial<ProductWriteForm> = {}) {
  counter += 1;
  return productWriteSchema.parse({
    sku: `TEST-${counter}-${Date.now()}`,
    name_en: `Test Rose ${counter}`,
    name_fr: `Rose d'essai ${counter}`,
    category: 'roses',
    color: 'red',
    length_cm: 60,
    origin: 'Ecuador',
    unit: 'bunch',
    stems_per_unit: 25,
    price_cents: 2450,
    fresh: true,
    sections: ['all-products'],
    ...overrides,
  });
}

/** A product straight in the database, with no stock unless given through the ledger. */
export async function createProduct(db: Db, overrides: Partial<ProductWriteForm> = {}) {
  const input = productInput(overrides);
  const id = await insertProduct(db, input, new Date().toISOString());
  const price_cents = defaultPack(writtenPacks(input))?.price_cents ?? 0;
  return { id, ...input, unit: input.unit ?? 'stem', stems_per_unit: input.stems_per_unit ?? 1, price_cents };
}
