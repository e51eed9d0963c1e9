import { z } from 'zod';

/** A real calendar day 'YYYY-MM-DD' (2026-02-31 is refused), from 2000 on. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' })
  .refine((v) => v >= '2000-01-01' && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'invalid' });
