import { z } from 'zod';
import { LANGUAGES } from './constants.js';

export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user record the web app keeps under `authUser`: nothing secret. */
export const authUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  name: z.string(),
  language: z.enum(LANGUAGES),
});
export type AuthUser = z.infer<typeof authUserSchema>;
