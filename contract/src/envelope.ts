import { z } from './zod.js';

/** The response envelope every endpoint uses: `{success, message?, data}`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string().optional(),
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/**
 * A list's page. `total` counts the matches; where counting every match would cost more than the
 * page (a list that grows with the years), the count stops and `capped` says there are more
 * than `total` (docs/decisions/040-capped-list-counts.md).
 */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  capped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;
