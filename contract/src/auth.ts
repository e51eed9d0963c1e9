import { z } from './zod.js';
import { emailSchema, newPasswordSchema } from './registration.js';

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: 'forgotEmailRequired' })
    .trim()
    .min(1, { error: 'forgotEmailRequired' })
    .max(254)
    .pipe(z.email({ error: 'emailFormat' })),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const setPasswordRequestSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** PUT /api/toggle/customers/{id} (PRODUCT.md): approval or rejection, or (de)activation. */
export const toggleCustomerRequestSchema = z.object({
  active: z.boolean(),
  type: z.enum(['approval', 'status']),
});
export type ToggleCustomerRequest = z.infer<typeof toggleCustomerRequestSchema>;

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export { emailSchema };

/** A signed-in user changes their password: the current one is required. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
