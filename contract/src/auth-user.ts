import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { STAFF_ROLES } from './staff-roles.js';

export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user record the web app keeps under `authUser`: nothing secret. */
export const authUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  name: z.string(),
  language: z.enum(LANGUAGES),
  /** A staff user's roles (issue 15); none for a customer. */
  roles: z.array(z.enum(STAFF_ROLES)).default([]),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Sign-in (SPEC §3, §5): both fields required, 'Email and Password are required.' */
export const loginRequestSchema = z.object({
  email: z.string({ error: 'loginRequired' }).trim().min(1, { error: 'loginRequired' }).max(254),
  password: z.string({ error: 'loginRequired' }).min(1, { error: 'loginRequired' }).max(200),
  captcha: z.string().max(20_000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
