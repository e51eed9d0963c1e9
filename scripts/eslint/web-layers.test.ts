import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's layer rules bite (docs/decisions/013-web-layers-and-cache.md): the repository's own
 * lint configuration, run on fixtures placed where the rules apply.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'web/src', file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('web layers lint', { timeout: 30_000 }, () => {
  it("fails a feature importing another feature's insides, by alias or by a relative path", async () => {
    expect(
      await lint('features/tickets/fixture.tsx', importing('@/features/prebookings/components/convert-prebooking')),
    ).toEqual([
      "web-layers/layers: Feature 'tickets' may not import '@/features/prebookings/components/convert-prebooking' from inside feature 'prebookings'. Use what '@/features/prebookings' (its index.ts) exports, or move the shared piece to a shared layer (api/, components/, lib/).",
    ]);
    expect(
      await lint('features/tickets/components/fixture.tsx', importing('../../customers/api/customers')),
    ).toHaveLength(1);
    const lazy = "export const page = () => import('@/features/offers/active-offers');\n";
    expect(await lint('features/account/fixture.tsx', lazy)).toHaveLength(1);
  });

  it('lets a feature use another through its index, its own files and the shared layers', async () => {
    const code = [
      "import { ConvertPrebooking } from '@/features/prebookings';",
      "import { useTicket } from '@/features/tickets/api/tickets';",
      "import { TicketActions } from './components/ticket-actions';",
      "import { useCustomer } from '@/api/customers';",
      "import { CustomerPicker } from '@/components/pickers/customer-picker';",
      "import { queryKeys } from '@/lib/query-keys';",
      "import { paths } from '@/config/paths';",
      "import { ORDER_STATUSES } from '@shop/contract/orders';",
      'export const all = [ConvertPrebooking, useTicket, TicketActions, useCustomer, CustomerPicker, queryKeys, paths, ORDER_STATUSES];',
      '',
    ].join('\n');
    expect(await lint('features/tickets/fixture.tsx', code)).toEqual([]);
  });

  it('fails a feature importing the app shell, and a shared layer importing a feature or the app', async () => {
    expect(await lint('features/catalog/fixture.tsx', importing('@/app/router'))).toEqual([
      "web-layers/layers: Feature 'catalog' may not import the app shell ('@/app/router'): move what it needs to a shared layer (lib/, components/).",
    ]);
    expect(await lint('components/fixture.tsx', importing('@/features/auth/api/logout'))).toEqual([
      "web-layers/layers: The shared layer 'components/' may not import '@/features/auth/api/logout' (a feature or the app shell): shared code is used by features, never the other way round.",
    ]);
    expect(await lint('lib/fixture.ts', importing('../app/router'))).toHaveLength(1);
    // The app shell may import features, their pages included.
    expect(await lint('app/fixture.tsx', importing('@/features/tickets/ticket-view-page'))).toEqual([]);
  });

  it('fails a query key written by hand and a refresh listed by hand', async () => {
    const key = "export const options = { queryKey: ['tickets', 1], queryFn: () => 1 };\n";
    expect(await lint('features/tickets/fixture.ts', key)).toEqual([
      'no-restricted-syntax: Build query keys with queryKeys.<domain> (lib/query-keys.ts), so that lib/stale.ts can refresh them.',
    ]);
    const refresh =
      'export const again = (c: { invalidateQueries: (f: object) => void }) => c.invalidateQueries({});\n';
    expect(await lint('features/tickets/fixture.ts', refresh)).toEqual([
      "no-restricted-syntax: Say what changed, not which keys to refresh: useMutationThatChanges(fn, ['order']) or useMarkStale() (lib/stale.ts).",
    ]);
  });

  it('fails an API path written by hand, and takes one built from the table', async () => {
    const call = (path: string) =>
      [
        "import { apiRequest } from '@/lib/api-client';",
        "import { apiPath, apiPaths } from '@shop/contract/api-paths';",
        `export const get = (id: number) => apiRequest(${path});`,
        '',
      ].join('\n');
    const message =
      'no-restricted-syntax: Build API paths from the one table: apiPath(apiPaths.<area>.<name>, params) (@shop/contract/api-paths).';
    expect(await lint('features/tickets/api/fixture.ts', call('`/Orders/${id}`'))).toContain(message);
    expect(await lint('features/tickets/api/fixture.ts', call("id ? `/Orders/${id}` : '/Orders'"))).toContain(message);
    expect(await lint('features/tickets/api/fixture.ts', call('apiPath(apiPaths.orders.one, { id })'))).toEqual([]);
  });
});
