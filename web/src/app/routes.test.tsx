import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
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
