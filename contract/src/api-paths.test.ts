import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, apiRoute } from './api-paths.js';

describe('API paths', () => {
  it('fills and encodes parameters, keeping a suffix after a parameter', () => {
    expect(apiPath(apiPaths.orders.move, { id: 12, status: 'ready' })).toBe('/Orders/12/update/ready');
    expect(apiPath(apiPaths.exports.workbook, { kind: 'order-lines' })).toBe('/exports/order-lines.xlsx');
    expect(apiPath(apiPaths.notes.one, { id: 'a/b' })).toBe('/note/a%2Fb');
    expect(apiPath(apiPaths.site)).toBe('/site');
  });

  it('declares server routes under /api', () => {
    expect(apiRoute(apiPaths.orders.one)).toBe('/api/Orders/:id');
  });

  it('has no path twice', () => {
    const all = Object.values(apiPaths).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
    expect(new Set(all.map((p) => p.toLowerCase())).size).toBe(all.length);
  });
});
