import type { AuthUser } from '@shop/contract/auth-user';
import { can, type Permission } from '@shop/contract/staff-roles';
import { useAuthUser } from './use-auth-user';

/**
 * The pages of a section that need more than the section's permission: the forms that only
 * write (a counter member reads the customers but may not open the customer form).
 */
const PAGE_PERMISSIONS: readonly (readonly [RegExp, Permission])[] = [
  [/^\/admin\/customers\/(create|edit)(\/|$)/, 'customers.write'],
];

/**
 * Which permission each back-office section needs (contract's policy table, issue 15): the
 * navigation shows only what the signed-in staff member may open, and a forbidden section shows
 * the 403 page. The server refuses the same calls with 403 whatever the web shows.
 */
export const SECTION_PERMISSIONS: Record<string, Permission> = {
  customers: 'customers.read',
  tickets: 'orders',
  'design-center': 'designCenter',
  'pick-list': 'pickLists',
  deliveries: 'deliveries.manage',
  prebooking: 'orders',
  'standing-orders': 'orders',
  inventory: 'inventory',
  categories: 'catalog.lists',
  'back-orders': 'orders',
  'price-lists': 'priceLists',
  'special-offers': 'offers',
  receivables: 'receivables',
  claims: 'claims',
  'export-excel': 'exports',
  accounting: 'accounting',
  'fresh-list': 'fresh-list',
  suppliers: 'purchasing',
  'purchase-orders': 'purchasing',
  purchasing: 'purchasing',
  'closed-days': 'closed-days',
  'price-levels': 'customers.write',
  staff: 'staff.manage',
  audit: 'audit',
  // After customers: SPEC's landing page stays the first section a member may open (staffHome).
  dashboard: 'dashboard',
  margins: 'dashboard',
};

/** The section of an /admin path (language prefix removed): `/admin/tickets/view/3` → tickets. */
export function adminSection(pathname: string): string | undefined {
  return /^\/admin\/([^/]+)/.exec(pathname)?.[1];
}

/** Whether the user may open this /admin path; paths of no known section are left to the router. */
export function mayOpenAdminPath(user: Pick<AuthUser, 'role' | 'roles'> | null, pathname: string): boolean {
  const section = adminSection(pathname);
  const permission = section ? SECTION_PERMISSIONS[section] : undefined;
  if (permission !== undefined && !userCan(user, permission)) return false;
  return PAGE_PERMISSIONS.every(([page, needed]) => !page.test(pathname) || userCan(user, needed));
}

/** Whether the user is staff holding the permission: the server's requirePermission, in the web. */
export function userCan(user: Pick<AuthUser, 'role' | 'roles'> | null, permission: Permission): boolean {
  return user?.role === 'admin' && can(user.roles, permission);
}

/**
 * What the signed-in member may do, for a screen's buttons and links: `const can = useCan();`
 * then `can('customers.write')`, the names the server's routes require (contract/staff-roles).
 * The screens hide (or disable, saying why) what the member's roles cannot do; the server
 * refuses it with 403 whatever the web shows.
 */
export function useCan(): (permission: Permission) => boolean {
  const user = useAuthUser();
  return (permission) => userCan(user, permission);
}

/** Where a staff member lands: their first section, the driver page for a driver only. */
export function staffHome(user: Pick<AuthUser, 'role' | 'roles' | 'totp_enrolment_required'> | null): string {
  // Two-step sign-in is required of this member and not set up: nothing else opens first.
  if (user?.totp_enrolment_required) return '/admin/account';
  const first = Object.entries(SECTION_PERMISSIONS).find(([, permission]) => userCan(user, permission));
  if (first) return `/admin/${first[0]}`;
  return userCan(user, 'deliveries.drive') ? '/driver' : '/admin/customers';
}
