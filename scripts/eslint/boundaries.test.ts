import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The real lint configuration, run on code that breaks each boundary rule: it must fail.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('module boundaries (lint)', () => {
  it("refuses a module importing another module's repository", async () => {
    const code = "import { findCustomer } from '../customers/repository.js';\nexport const f = findCustomer;\n";
    expect(await rulesBroken('server/src/modules/fixture/service.ts', code)).toContain('boundaries/module-imports');
  });

  it("lets a module use another module's public index", async () => {
    const code = "import { findCustomer } from '../customers/index.js';\nexport const f = findCustomer;\n";
    expect(await rulesBroken('server/src/modules/fixture/service.ts', code)).toEqual([]);
  });

  it('refuses fastify or http/ in a service, and allows them in routes', async () => {
    const code = "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n";
    expect(await rulesBroken('server/src/modules/fixture/service.ts', code)).toContain('boundaries/no-http-in-domain');
    const http = "import { HttpError } from '../http/errors.js';\nexport const e = HttpError;\n";
    expect(await rulesBroken('server/src/lib/fixture.ts', http)).toContain('boundaries/no-http-in-domain');
    expect(await rulesBroken('server/src/modules/fixture/routes.ts', code)).toEqual([]);
  });

  it("refuses a query on another module's table, and SQL in a service", async () => {
    const query = (table: string) =>
      `export const q = (db: any) => db.selectFrom('${table} as t').selectAll().execute();\n`;
    const rules = (file: string, table: string) => rulesBroken(`server/src/modules/notes/${file}`, query(table));
    expect(await rules('repository.ts', 'orders')).toContain('boundaries/table-owner');
    expect(await rules('service.ts', 'customer_notes')).toContain('boundaries/table-owner');
    expect(await rules('repository.ts', 'customer_notes')).not.toContain('boundaries/table-owner');
  });

  it("refuses a service taking the caller's language", async () => {
    const code =
      "import type { Language } from '@shop/contract';\nexport const f = (id: number, language: Language) => [id, language];\n";
    expect(await rulesBroken('server/src/modules/notes/service.ts', code)).toContain(
      'boundaries/no-language-in-service',
    );
    expect(await rulesBroken('server/src/modules/notes/routes.ts', code)).not.toContain(
      'boundaries/no-language-in-service',
    );
  });
  it("holds in a module's rooms (issue 42: orders/placement/, orders/reads/...) as at its top", async () => {
    const http = "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n";
    expect(await rulesBroken('server/src/modules/notes/room/service.ts', http)).toContain(
      'boundaries/no-http-in-domain',
    );
    expect(await rulesBroken('server/src/modules/notes/room/routes.ts', http)).toEqual([]);
    const query = "export const q = (db: any) => db.selectFrom('customer_notes').selectAll().execute();\n";
    expect(await rulesBroken('server/src/modules/notes/room/service.ts', query)).toContain('boundaries/table-owner');
    expect(await rulesBroken('server/src/modules/notes/room/repository.ts', query)).not.toContain(
      'boundaries/table-owner',
    );
    const deep = "import { findCustomer } from '../../customers/repository.js';\nexport const f = findCustomer;\n";
    expect(await rulesBroken('server/src/modules/notes/room/repository.ts', deep)).toContain(
      'boundaries/module-imports',
    );
  });
  it('keeps at most 8 files at the top of orders/ (issue 42): what grows goes into a room', () => {
    const top = readdirSync(path.join(root, 'server/src/modules/orders'), { withFileTypes: true });
    expect(top.filter((entry) => entry.isFile()).map((entry) => entry.name).length).toBeLessThanOrEqual(8);
  });

  it('refuses an import that closes a cycle between modules, and allows the same import one way', async () => {
    // orders imports payments (allocations, credit control); payments does not import orders.
    const toOrders = "import { findOrder } from '../orders/index.js';\nexport const f = findOrder;\n";
    expect(await rulesBroken('server/src/modules/payments/fixture.ts', toOrders)).toContain(
      'boundaries/no-module-cycle',
    );
    const toPayments = "import { receivePayment } from '../payments/index.js';\nexport const f = receivePayment;\n";
    expect(await rulesBroken('server/src/modules/orders/fixture.ts', toPayments)).not.toContain(
      'boundaries/no-module-cycle',
    );
    // A type closes a cycle too; a route, which nothing imports, does not.
    const typeOnly = "import type { OrderDeps } from '../orders/index.js';\nexport type D = OrderDeps;\n";
    expect(await rulesBroken('server/src/modules/payments/fixture.ts', typeOnly)).toContain(
      'boundaries/no-module-cycle',
    );
    expect(await rulesBroken('server/src/modules/payments/routes.ts', toOrders)).not.toContain(
      'boundaries/no-module-cycle',
    );
  });
});
