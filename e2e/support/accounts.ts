import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { lastMailTo, newestMailMatching } from './outbox';
import { waitForApp } from './fixtures';

export const DEMO_ADMIN = { email: 'admin@demo.fleurs.test', password: 'Demo-Admin-2026!' };
export const STRONG_PASSWORD = 'Pivoines-Roses-Lys-2026';

let counter = 0;
export function uniqueEmail(prefix = 'florist'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A pending customer, requested through the public API as the sign-up page does. */
export async function requestAccount(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const body = {
    businessName: 'Atelier Floral Test',
    neqTaxNumber: '1170000000',
    phoneNumber: '514 555 0123',
    address1: '100 rue Sherbrooke',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2X 1C4',
    businessOwnerName: 'Camille Test',
    businessType: 'florist',
    emailAddress: uniqueEmail(),
    language: 'en',
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const res = await request.post('/api/auth/signup', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return body;
}

/** The customer's id, from the staff's new-registration e-mail (it links to the customer). */
export async function customerIdFromStaffMail(email: string): Promise<number> {
  // The staff's notice names the applicant and links to the customer; wait for that one.
  const escaped = email.replace(/[.+]/g, '\\$&');
  const mail = await newestMailMatching(new RegExp(`^(?=[\\s\\S]*${escaped})[\\s\\S]*/admin/customers/view/\\d+`));
  const match = /\/admin\/customers\/view\/(\d+)/.exec(mail);
  if (!match) throw new Error('no customer link in the staff e-mail');
  return Number(match[1]);
}

/** Staff approve or reject through the API (the customers screen comes with its own issue). */
export async function decideAsAdmin(request: APIRequestContext, email: string, approve: boolean) {
  const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  const id = await customerIdFromStaffMail(email);
  const res = await request.put(`/api/toggle/customers/${id}`, { data: { active: approve, type: 'approval' } });
  expect(res.status(), await res.text()).toBe(200);
  return id;
}

/**
 * A staff member with these roles, invited by the owner through the API, who has chosen their
 * password from the e-mailed link. `request` is left signed in as the owner.
 */
export async function staffMember(request: APIRequestContext, roles: string[], name: string) {
  const email = uniqueEmail(roles.join('-'));
  const password = 'Camions-Du-Matin-2027';
  expect((await request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const invited = await request.post('/api/staff', { data: { email, name, language: 'en', roles } });
  expect(invited.status(), await invited.text()).toBe(201);
  // The sender's queue may lag on a loaded machine: a longer wait than the default.
  const mail = await lastMailTo(email, '/set-password?token=', 30_000);
  const token = /set-password\?token=([\w-]+)/.exec(mail)![1]!;
  const set = await request.post('/api/auth/set-password', { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);
  return { email, password };
}

export async function signInThroughPage(page: Page, email: string, password: string, prefix = '') {
  await page.goto(`${prefix}/login`);
  // The form comes from the server: wait until the app has taken it over (hydration).
  await waitForApp(page);
  await page
    .getByRole('textbox', { name: 'Email' })
    .or(page.getByRole('textbox', { name: 'Courriel' }))
    .fill(email);
  await page.getByLabel(/^(Password|Mot de passe)/).fill(password);
  await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).click();
}

/**
 * Signs out through the header and waits until it is done: a page opened before the server has
 * ended the session (and the page forgotten it) would find a dead session and be sent to /login.
 */
export async function signOut(page: Page) {
  const button = page.getByRole('button', { name: /^(Log Out|Se déconnecter)$/ });
  await button.click();
  await expect(button).toHaveCount(0);
}
