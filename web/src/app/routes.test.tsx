import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import type { FormModeHandle } from '@/lib/route-form-mode';
import { routes } from './routes';

const formModeAt = (path: string) =>
  (matchRoutes(routes, path)?.at(-1)?.route.handle as FormModeHandle | undefined)?.formMode;

describe('form routes say which form they open (routes match regardless of case)', () => {
  it.each([
    ['/admin/tickets/create', 'create'],
    ['/admin/tickets/edit/5', 'edit'],
    ['/admin/tickets/duplicate/5', 'duplicate'],
    ['/admin/tickets/Duplicate/5', 'duplicate'],
    ['/fr/admin/tickets/REFUND/5', 'refund'],
    ['/admin/tickets/Refund/5', 'refund'],
    ['/admin/special-offers/create', 'create'],
    ['/admin/special-offers/Edit/3', 'edit'],
    ['/admin/special-offers/Duplicate/3', 'duplicate'],
    ['/FR/admin/Special-Offers/duplicate/3', 'duplicate'],
  ])('%s opens the %s form', (path, mode) => {
    expect(formModeAt(path)).toBe(mode);
  });
});

// SPEC §6 (issue 34 item 9): a signed-in user opening /login goes home (a florist) or to their
// first back-office section (staff), in the path's language, as one opening /admin does.
describe("/login's loader", () => {
  afterEach(() => clearSession());

  const openLogin = (path: string): string | null => {
    const match = matchRoutes(routes, path)!.at(-1)!;
    expect(match.route.path).toBe('login');
    try {
      (match.route.loader as (args: { params: typeof match.params }) => unknown)({ params: match.params });
      return null;
    } catch (thrown) {
      return (thrown as Response).headers.get('Location');
    }
  };

  it('sends a signed-in florist home, in the language of the path', () => {
    writeAuthUser({ id: 2, role: 'customer', name: 'Fleuriste', language: 'fr', roles: [] });
    expect(openLogin('/login')).toBe('/');
    expect(openLogin('/fr/login')).toBe('/fr');
  });

  it('sends signed-in staff to their first section', () => {
    writeAuthUser({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles: ['owner'] });
    expect(openLogin('/login')).toBe('/admin/customers');
    expect(openLogin('/fr/login')).toBe('/fr/admin/customers');
  });

  it('lets a signed-out reader sign in', () => {
    expect(openLogin('/fr/login')).toBeNull();
  });
});
