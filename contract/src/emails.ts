import { z } from './zod.js';

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * One e-mail of the outbox as staff see it (PRODUCT.md, E-mail: "staff can see what was sent to
 * whom"): what and when, never the body, which may have held a one-time link.
 */
export const sentEmailSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;
