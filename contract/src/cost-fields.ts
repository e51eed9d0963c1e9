import { z } from './zod.js';

/**
 * A cost and a margin in replies that carry them for the owner and the office only (issue 37
 * item 6, decision 063): absent for every other reader, null while not known.
 */
export const costFields = {
  cost_cents: z.number().int().nullable().optional(),
  margin_cents: z.number().int().nullable().optional(),
};
