import type { Language } from './constants.js';

/**
 * Staff roles and what they may do (issue 15, docs/decisions/019-staff-roles.md): one policy
 * table, read by the server's guards and by the web to hide what a role cannot do. A user of
 * role 'admin' (staff) holds one or more of these roles; customers hold none.
 */
export const STAFF_ROLES = ['owner', 'office', 'counter', 'designer', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'staff.manage',
  'catalog.write',
  'catalog.lists',
  'customers.read',
  'customers.write',
  'orders',
  'payments.receive',
  'payments.manage',
  'receivables',
  'exports',
  'priceLists',
  'offers',
  'claims',
  'inventory',
  'designCenter',
  'pickLists',
  'deliveries.manage',
  'deliveries.drive',
  'audit',
  'dashboard',
  'accounting',
  'fresh-list',
  'purchasing',
  'closed-days',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The roles that hold each permission; the owner holds every one. */
export const PERMISSION_ROLES: Record<Permission, readonly StaffRole[]> = {
  'staff.manage': ['owner'],
  'catalog.write': ['owner'],
  /** The catalogue's categories and colours (issue 36): the owner and the office keep them. */
  'catalog.lists': ['owner', 'office'],
  'customers.read': ['owner', 'office', 'counter'],
  'customers.write': ['owner', 'office'],
  orders: ['owner', 'office', 'counter'],
  'payments.receive': ['owner', 'office', 'counter'],
  'payments.manage': ['owner', 'office'],
  receivables: ['owner', 'office'],
  exports: ['owner', 'office'],
  priceLists: ['owner', 'office'],
  offers: ['owner', 'office'],
  claims: ['owner', 'office'],
  inventory: ['owner', 'counter'],
  designCenter: ['owner', 'designer'],
  pickLists: ['owner', 'designer'],
  'deliveries.manage': ['owner', 'office'],
  /** The driver page and its API: a driver only for their own runs (the service checks). */
  'deliveries.drive': ['owner', 'office', 'driver'],
  /** The audit trail: /admin/audit and the History panels (the owner's, issue 15). */
  audit: ['owner'],
  /** The business in figures, /admin/dashboard (issue 39). */
  dashboard: ['owner', 'office'],
  /** The books to the accountant and the accounts they post to, /admin/accounting (issue 39). */
  accounting: ['owner', 'office'],
  /** When the fresh list goes to the florists who asked for it, /admin/fresh-list (issue 39). */
  'fresh-list': ['owner', 'office'],
  /** Buying from farms: suppliers, purchase orders, receiving (issue 37). */
  purchasing: ['owner', 'office'],
  /** The days the shop delivers nothing, /admin/closed-days (issue 38 item 3). */
  'closed-days': ['owner', 'office'],
};

/** Whether someone holding these roles has the permission. */
export function can(roles: readonly StaffRole[] | undefined, permission: Permission): boolean {
  if (!roles) return false;
  const allowed = PERMISSION_ROLES[permission];
  return roles.some((role) => allowed.includes(role));
}

export const staffRoleLabels: Record<Language, Record<StaffRole, string>> = {
  en: { owner: 'Owner', office: 'Office', counter: 'Counter', designer: 'Designer', driver: 'Driver' },
  fr: { owner: 'Propriétaire', office: 'Bureau', counter: 'Comptoir', designer: 'Designer', driver: 'Chauffeur' },
};
