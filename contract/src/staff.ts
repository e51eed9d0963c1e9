import { z } from './zod.js';
import { LANGUAGES } from './constants.js';
import { emailSchema } from './registration.js';
import { STAFF_ROLES } from './staff-roles.js';

/**
 * A staff member with no e-mail address yet (a designer migrated from the designers' list,
 * docs/decisions/026-designers-are-staff.md) holds `designer-<n>@no-email.invalid`: unique, and
 * the reserved .invalid domain (RFC 2606) can receive nothing. The owner adds a real address
 * before sending the invitation.
 */
export const NO_EMAIL_DOMAIN = 'no-email.invalid';
export const hasNoEmail = (email: string): boolean => email.toLowerCase().endsWith(`@${NO_EMAIL_DOMAIN}`);

/** A staff member as /admin/staff lists them (issue 15). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
  roles: z.array(z.enum(STAFF_ROLES)),
  active: z.boolean(),
  /** Invited, no password chosen yet. */
  invited: z.boolean(),
  /** Two-step sign-in is on (the owner can reset it). */
  two_step: z.boolean(),
  /** Their latest session's last use; null when signed in nowhere. */
  last_seen_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const staffRolesField = z
  .array(z.enum(STAFF_ROLES, { error: 'required' }), { error: 'staffRolesRequired' })
  .min(1, { error: 'staffRolesRequired' })
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

/** The owner invites someone: they get a set-password link in their language. */
export const staffInviteSchema = z.object({
  email: emailSchema,
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  language: z.enum(LANGUAGES),
  roles: staffRolesField,
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

/**
 * The owner changes a member's name, language or roles, and may give a new e-mail address (one a
 * migrated designer lacks; the invitation is then sent with the reset-password action).
 */
export const staffUpdateSchema = staffInviteSchema.omit({ email: true }).extend({ email: emailSchema.optional() });
export type StaffUpdate = z.input<typeof staffUpdateSchema>;

/**
 * A driver a delivery run can be given to (issue 14): an active staff user with the driver role.
 * GET /api/staff/drivers, readable by whoever manages deliveries.
 */
export const driverOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type DriverOption = z.infer<typeof driverOptionSchema>;

/** One signed-in browser of a user (issue 15, part 4). */
export const sessionInfoSchema = z.object({
  /** An opaque id to end it with. */
  id: z.string(),
  /** Browser and system, read from its User-Agent ("Firefox on Windows"); empty when unknown. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
