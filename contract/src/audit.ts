import { z } from './zod.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';

/**
 * The audit trail (issue 15, part 3; docs/decisions/020-audit-trail.md): one row per write by
 * staff or a customer, with the changed fields before and after. Read-only through the API.
 */

export const AUDIT_ENTITIES = [
  'order',
  'order_line',
  'customer',
  'payment',
  'product',
  'price',
  'offer',
  'price_list',
  'stock_adjustment',
  'role',
  'setting',
  /** A staff account: its two-step sign-in reset by the owner, its recovery codes renewed. */
  'staff',
  /** A claim or return: filed by its customer, decided, its goods received. */
  'claim',
  /** A delivery run: created, renamed or given a driver, gone on the road. */
  'delivery_run',
  /** A stop of a run: moved, not delivered (why), delivered (to whom). */
  'delivery_stop',
  /** A category or a colour of the catalogue: created, renamed, moved, archived (issue 36). */
  'category',
  'colour',
  /** A customer's other delivery address: added, changed, removed (issue 34, item 10). */
  'delivery_address',
  /** Buying (issue 37): a supplier (and its products' links), a purchase order and its receipts. */
  'supplier',
  'purchase_order',
  /** A staff member's webhook (every customer's events): created, deleted (issue 40). */
  'webhook',
  /** A day the shop delivers nothing: added, renamed, removed (issue 38, item 3). */
  'closed_day',
  /** A customer's standing order: made, changed, paused, ended, an occurrence skipped (issue 38). */
  'standing_order',
  /** A price level: added, renamed, its percentage changed (issue 38, item 4). */
  'price_level',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A field's value before and after the change (null when it did not exist). */
export const auditChangesSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** GET /api/audit: newest first, filtered on the server. */
export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: z.coerce.number().int().positive().optional(),
  /** The acting user's id. */
  user: z.coerce.number().int().positive().optional(),
  /** On or after / on or before these days (UTC instants' date). */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditListParams = z.infer<typeof auditListQuerySchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for the system. */
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  actor_ip: z.string().nullable(),
  entity: z.string(),
  entity_id: z.number().int(),
  action: z.string(),
  changes: auditChangesSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = z.object({ events: z.array(auditEventSchema), pagination: paginationSchema });
export type AuditList = z.infer<typeof auditListSchema>;
