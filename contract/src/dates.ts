import { z } from './zod.js';

/** A real calendar day 'YYYY-MM-DD' (2026-02-31 is refused), from 2000 on. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' })
  // zod runs this even when the pattern failed: a text that is no date must not throw here.
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return v >= '2000-01-01' && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    },
    { error: 'invalid' },
  );
