import { z } from './zod.js';
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
  /**
   * A staff member who must set up two-step sign-in before using the back-office (the owner's
   * setting, docs/decisions/024-totp.md): every staff API call but /api/auth's answers 403
   * `TotpEnrolmentRequired` until they do.
   */
  totp_enrolment_required: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Sign-in (SPEC §3, §5): both fields required, 'Email and Password are required.' */
export const loginRequestSchema = z.object({
  email: z.string({ error: 'loginRequired' }).trim().min(1, { error: 'loginRequired' }).max(254),
  password: z.string({ error: 'loginRequired' }).min(1, { error: 'loginRequired' }).max(200),
  captcha: z.string().max(20_000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A TOTP code as typed: 6 digits, spaces allowed. */
const totpCodeSchema = z
  .string({ error: 'totpCodeRequired' })
  .trim()
  .min(1, { error: 'totpCodeRequired' })
  .max(20)
  .regex(/^[\d\s]+$/, { error: 'totpCodeFormat' });

/**
 * What POST /api/auth/login answers with the right password: the user (signed in), or, for a
 * staff member with TOTP, a second step to take with `token` before `expires_at` (no session yet).
 */
export const loginReplySchema = z.union([
  z.object({ user: authUserSchema }),
  z.object({ second_step: z.object({ token: z.string(), expires_at: z.string() }) }),
]);
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /api/auth/login/second-step: the pending token and a TOTP code or a recovery code. */
export const loginSecondStepRequestSchema = z
  .object({
    token: z.string().min(20).max(200),
    code: totpCodeSchema.optional(),
    recovery_code: z.string().trim().min(1, { error: 'recoveryCodeRequired' }).max(40).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    error: 'totpCodeRequired',
    path: ['code'],
  });
export type LoginSecondStepRequest = z.infer<typeof loginSecondStepRequestSchema>;

/** GET /api/auth/totp: whether the signed-in staff member has TOTP, and whether they must. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/auth/totp/start: the new secret, shown once, and its QR code (an SVG data URL). */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_svg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpCodeRequestSchema = z.object({ code: totpCodeSchema });
export type TotpCodeRequest = z.infer<typeof totpCodeRequestSchema>;

/** The ten recovery codes, shown once when the enrolment is confirmed. */
export const totpRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** GET/PUT /api/auth/settings: the shop's sign-in settings (owner only). */
export const SECOND_FACTOR_POLICIES = ['optional', 'owner_office'] as const;
export const authSettingsSchema = z.object({
  /** Whom two-step sign-in is required of: nobody (each staff member chooses), or owners and office. */
  second_factor: z.enum(SECOND_FACTOR_POLICIES),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;
