import { z } from './zod.js';
import { CONTACT_MESSAGE_MAX } from './constants.js';

const required = (max: number) =>
  z
    .string({ error: 'contactFieldsRequired' })
    .trim()
    .min(1, { error: 'contactFieldsRequired' })
    .max(max, { error: 'tooLong' });

/** The contact form (SPEC §3, §5), validated the same way in the page and on the server. */
export const contactRequestSchema = z.object({
  name: required(200),
  email: required(254).pipe(z.email({ error: 'contactEmail' })),
  message: required(CONTACT_MESSAGE_MAX),
  captcha: z.string({ error: 'contactCaptcha' }).max(20_000).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
