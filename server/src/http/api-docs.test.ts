import { Spectral, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { derivedOperationId, operationIds } from './api-operation-ids.js';

type Operation = {
  operationId: string;
  description: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string }>;
  requestBody?: { content: Record<string, { example?: unknown; schema?: unknown }> };
};
type Document = {
  openapi: string;
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.ca' } });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operations = () => Object.values(doc.paths).flatMap((ops) => Object.values(ops));
const operation = (id: string) => operations().find((op) => op.operationId === id)!;

describe('the served OpenAPI document (issue 40)', () => {
  // CI fails on any error or warning of Spectral's `spectral:oas` ruleset (its recommended rules).
  it('passes spectral:oas with no error and no warning', { timeout: 120_000 }, async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results: ISpectralDiagnostic[] = await spectral.run(JSON.stringify(doc));
    const findings = results
      .filter((r) => r.severity <= 1)
      .map((r) => `${r.severity === 0 ? 'error' : 'warning'} ${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(findings).toEqual([]);
  });

  it('is OpenAPI 3.1 with the shop as its server and its security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://shop.example.ca' })]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['session', 'apiToken']);
  });

  it('names every operation once, in camelCase, with one declared and described tag', () => {
    const ids = operations().map((op) => op.operationId);
    expect(ids.length).toBeGreaterThan(140);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z0-9][a-z0-9]*)*$/);
    const declared = new Map(doc.tags.map((tag) => [tag.name, tag.description]));
    for (const op of operations()) {
      expect(op.tags).toHaveLength(1);
      expect(declared.get(op.tags[0]!)).toBeTruthy();
      expect(op.description.length).toBeGreaterThan(10);
    }
  });

  it('keeps the published names of the table, each one once', () => {
    const names = Object.values(operationIds);
    expect(new Set(names).size).toBe(names.length);
    expect(doc.paths['/api/products']!.get!.operationId).toBe('listProducts');
    expect(doc.paths['/api/Customer/Orders']!.post!.operationId).toBe('placeOrder');
  });

  it('derives a name for a route the table does not know, never one taken', () => {
    const taken = new Set(['createDeliveriesStopsPayment']);
    expect(derivedOperationId('GET', '/api/suppliers', new Set())).toBe('getSuppliers');
    expect(derivedOperationId('POST', '/api/deliveries/stops/{id}/payment', taken)).toBe(
      'createDeliveriesStopsPaymentById',
    );
    expect(derivedOperationId('PUT', '/api/a/{x}', new Set(['updateA', 'updateAByX']))).toBe('updateA2');
  });

  it('says who may call each operation and what errors it can answer, in the error envelope', () => {
    const place = operation('placeOrder');
    expect(place.description).toContain('Signed-in customers only.');
    expect(place.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(Object.keys(place.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '409', '413']));
    expect(place.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(place.requestBody!.content['application/json']!.example).toMatchObject({ agreed_disclaimer: true });

    const product = operation('getProduct');
    expect(Object.keys(product.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(product.responses).not.toHaveProperty('409');
    expect(product.responses).not.toHaveProperty('422');
    // An upload says its form and file fields; a spreadsheet that cannot be read is 422.
    const priceList = operation('createPriceList');
    expect(priceList.responses['422']).toEqual({ $ref: '#/components/responses/UnprocessableEntity' });
    expect(priceList.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
    });
    const claim = operation('fileClaim');
    expect(Object.keys(claim.responses)).toEqual(expect.arrayContaining(['413']));
    expect(claim.responses).not.toHaveProperty('422');
    expect(claim.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
      properties: { photos: { type: 'array' }, label_photos: { type: 'array' } },
    });

    const signIn = operation('signIn');
    expect(signIn.security).toEqual([]);
    expect(signIn.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(operation('checkHealth').responses).not.toHaveProperty('401');
    expect(operation('updateProduct').description).toContain('`catalog.write`');

    // What a call takes with a personal API token: the scope it needs; none for the account's own settings.
    expect(operation('listProducts').security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(operation('listProducts').description).toContain('With an API token: the scope `catalog:read`.');
    expect(operation('updateProduct').description).toContain('the scope `catalog:write`');
    expect(operation('getInvoicePdf').description).toContain(
      '`invoices:read` (a customer’s token), the scope `orders:read`',
    );
    expect(operation('changePassword').security).toEqual([{ session: [] }]);
    expect(operation('createApiToken').security).toEqual([{ session: [] }]);
    expect(place.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });

    expect(doc.components.responses.Conflict).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    });
  });
});
