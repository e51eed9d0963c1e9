import { describe, expect, it } from 'vitest';
import type { AuthUser, StaffRole } from '@shop/contract';
import { mayOpenAdminPath } from './staff-access';

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });

describe('mayOpenAdminPath: the sections, and the forms that need more than their section', () => {
  it.each([
    [['counter'], '/admin/customers', true],
    [['counter'], '/admin/customers/view/7', true],
    // The customer form only writes: a counter member would fill it for a 403.
    [['counter'], '/admin/customers/create', false],
    [['counter'], '/admin/customers/edit/7', false],
    [['office'], '/admin/customers/create', true],
    [['office'], '/admin/customers/edit/7', true],
    [['counter', 'office'], '/admin/customers/edit/7', true],
    [['designer'], '/admin/customers/view/7', false],
    [['counter'], '/admin/staff', false],
    // The margins are the dashboard's: owner and office only (costs reach no other role).
    [['office'], '/admin/margins', true],
    [['owner'], '/admin/margins', true],
    [['counter'], '/admin/margins', false],
  ] as const)('%o opens %s: %s', (roles, path, expected) => {
    expect(mayOpenAdminPath(staff([...roles]), path)).toBe(expected);
  });
});
