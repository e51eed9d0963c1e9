import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTyped } from '@shop/contract';
import { errorCatalogue } from '../errors/catalogue.js';
import { authMessages } from '../modules/auth/messages.js';
import { backOrderMessages } from '../modules/back-orders/messages.js';
import { catalogMessages } from '../modules/catalog/messages.js';
import { claimMessages } from '../modules/claims/messages.js';
import { customerMessages } from '../modules/customers/messages.js';
import { deliveryMessages } from '../modules/deliveries/messages.js';
import { designCenterMessages, pickListMessages } from '../modules/design-center/messages.js';
import { inventoryMessages } from '../modules/inventory/messages.js';
import { offerMessages } from '../modules/offers/messages.js';
import { orderMessages } from '../modules/orders/messages.js';
import { paymentMessages } from '../modules/payments/messages.js';
import { prebookingMessages } from '../modules/prebookings/messages.js';
import { livePriceListMessages, priceListMessages } from '../modules/price-lists/messages.js';
import { staffMessages } from '../modules/staff/messages.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createProduct, signInAsNewAdmin } from '../test/factories.js';
import { otherNumeros, straightApostrophes, unsetMarks } from '../test/french-text.js';
import { replyText } from './reply-typography.js';

/**
 * The server's French replies as a French reader writes them (issue 34, item 8): one place sets
 * every reply's message (a no-break space before : ; ! ?, "rupture(s);" on the back-orders
 * screen had none), and the catalogue's words take the typographic apostrophe, nᵒ, and real
 * plurals rather than "(s)".
 */

/**
 * A stand-in for any argument of a message (a count, a name, an object of details): a number
 * that is also each of its fields, so that every text a function can give comes out.
 */
const anything: unknown = new Proxy(
  Object.assign(() => 2, { valueOf: () => 2 }),
  {
    get: (target, key) =>
      key === Symbol.toPrimitive ? () => 2 : key === 'length' ? 2 : key in target ? Reflect.get(target, key) : anything,
  },
);

/** Every French text of a table of messages, its functions called with stand-ins (1 and 2, to see both numbers). */
function frenchTexts(table: unknown, path: string): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table === 'function') {
    const make = table as (...args: unknown[]) => unknown;
    return [1, anything].flatMap((arg) => frenchTexts(make(arg, arg, arg), path));
  }
  if (table && typeof table === 'object')
    return Object.entries(table).flatMap(([key, value]) => frenchTexts(value, `${path}.${key}`));
  return [];
}

const tables = {
  authMessages,
  backOrderMessages,
  catalogMessages,
  claimMessages,
  customerMessages,
  deliveryMessages,
  designCenterMessages,
  pickListMessages,
  inventoryMessages,
  offerMessages,
  orderMessages,
  paymentMessages,
  prebookingMessages,
  priceListMessages,
  livePriceListMessages,
  staffMessages,
};

describe('the French texts of the server’s replies', () => {
  const texts = [
    ...Object.entries(tables).flatMap(([name, table]) => frenchTexts((table as { fr: unknown }).fr, name)),
    ...Object.entries(errorCatalogue).flatMap(([code, entry]) => frenchTexts((entry as { fr: unknown }).fr, code)),
  ];

  it('are many', () => expect(texts.length).toBeGreaterThan(200));

  it('write the typographic apostrophe, nᵒ and real plurals', () => {
    const bad = texts.flatMap(([path, text]) =>
      [...straightApostrophes(text), ...otherNumeros(text), ...(/\(s\)|\(e\)/.test(text) ? [text] : [])].map(
        (found) => `${path}: ${found}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it('get their no-break spaces where the reply is made, what a person typed left as typed', () => {
    expect(replyText('Merci pour votre message! Nous vous répondrons sous peu.', 'fr')).toBe(
      'Merci pour votre message\u00a0! Nous vous répondrons sous peu.',
    );
    expect(replyText(`Client ${asTyped('Fleurs Anne!')}: approuvé`, 'fr')).toBe('Client Fleurs Anne!\u00a0: approuvé');
    expect(replyText(`Customer ${asTyped('Anne!')}: approved`, 'en')).toBe('Customer Anne!: approved');
    const unset = texts.flatMap(([path, text]) => unsetMarks(replyText(text, 'fr')).map((m) => `${path}: ${m}`));
    expect(unset).toEqual([]);
  });
});

describe('a French reply', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  });
  afterAll(() => t.close());

  it('sets the message of a success, a refusal and a validation error; an English one is left as written', async () => {
    const contact = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-language': language },
        remoteAddress: `10.8.0.${language === 'fr' ? 1 : 2}`,
        payload: { name: 'Anne', email: 'anne@fleurs.test', message: 'Des pivoines?' },
      });
    const thanks = await contact('fr');
    expect(thanks.statusCode, thanks.body).toBe(201);
    expect(thanks.json().message).toBe('Merci pour votre message\u00a0! Nous vous répondrons sous peu.');
    expect((await contact('en')).json().message).toBe('Thank you for your message! We will get back to you soon.');

    const product = await createProduct(t.db, { name_fr: 'Anthurium rouge' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/movements',
      headers: { cookie: staff, 'x-language': 'fr' },
      payload: { product_id: product.id, quantity: -1, reason: 'loss' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Stock insuffisant d’Anthurium rouge\u00a0: il n’en reste plus.');

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/movements',
      headers: { cookie: staff, 'x-language': 'fr' },
      payload: { product_id: product.id, quantity: 1, reason: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^reason\u00a0: /);
  });
});
