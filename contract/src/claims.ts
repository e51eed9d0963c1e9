import { z } from './zod.js';
import { paginationSchema } from './envelope.js';
import { isoDate } from './dates.js';

/**
 * Claims and returns (issue 13; SPEC §9; docs/decisions/016-claims.md): a customer reports a
 * problem with delivered fresh flowers within 24 hours, or asks to return unused dry goods
 * within 14 days; staff decide, and what they approve is credited by a credit note.
 */

export const CLAIM_KINDS = ['claim', 'return'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = ['new', 'in_review', 'approved', 'partially_approved', 'refused', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Why a line is claimed (a problem) or returned. */
export const CLAIM_REASONS = ['broken_stems', 'wilted', 'wrong_product', 'missing', 'quality', 'other'] as const;
export const RETURN_REASONS = ['not_needed', 'ordered_by_mistake', 'wrong_product', 'damaged', 'other'] as const;
export const LINE_REASONS = [...new Set([...CLAIM_REASONS, ...RETURN_REASONS])] as [string, ...string[]];
export type LineReason = (typeof CLAIM_REASONS)[number] | (typeof RETURN_REASONS)[number];

/** SPEC §9's windows and the photo limits of issue 13. */
export const CLAIM_RULES = {
  /** Fresh flowers: reported within 24 hours of delivery (or pickup). */
  claimWindowHours: 24,
  /** Dry goods: a return asked within 14 days of delivery, in Montreal days. */
  returnWindowDays: 14,
  maxPhotos: 8,
  maxPhotoBytes: 10 * 1024 * 1024,
  /** A received return's restocking fee: up to 20 %, 20 % unless staff say otherwise. */
  maxRestockingFeePercent: 20,
  photoTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'],
} as const;

/** Which photo a file is: of the flowers (or goods), or of the farm's label on the box. */
export const PHOTO_ROLES = ['product', 'label'] as const;
export type PhotoRole = (typeof PHOTO_ROLES)[number];

export const claimLineInputSchema = z.object({
  order_line_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(100_000),
  reason: z.enum(LINE_REASONS),
});

/**
 * POST /api/customer/claims, the multipart text fields: `lines` is JSON. The photos are the
 * files `photos` (the flowers) and `label_photos` (the farm label).
 */
export const claimCreateSchema = z.object({
  order_id: z.coerce.number().int().positive(),
  kind: z.enum(CLAIM_KINDS).default('claim'),
  lines: z
    .array(claimLineInputSchema)
    .min(1)
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.order_line_id)).size === lines.length, {
      message: 'Each line once',
    }),
  note: z.string().trim().max(2000).optional(),
  /** Returns: the goods are unused and in their original packaging (SPEC §9). */
  unused_confirmed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ClaimCreate = z.infer<typeof claimCreateSchema>;

export const claimLineSchema = z.object({
  id: z.number().int(),
  order_line_id: z.number().int(),
  product_name: z.string(),
  fresh: z.boolean(),
  ordered_quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  quantity: z.number().int(),
  reason: z.enum(LINE_REASONS),
  /** What staff approved of the quantity; null until decided. */
  approved_quantity: z.number().int().nullable(),
});

export const claimPhotoSchema = z.object({ id: z.number().int(), role: z.enum(PHOTO_ROLES), url: z.string() });

export const claimSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLAIM_KINDS),
  status: z.enum(CLAIM_STATUSES),
  customer_id: z.number().int(),
  business_name: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  delivered_at: z.string().nullable(),
  note: z.string().nullable(),
  /** Why staff refused, or what more they ask for. */
  decision_reason: z.string().nullable(),
  /** Returns approved: the return authorization number, RA-YYYY-NNNNN. */
  ra_number: z.string().nullable(),
  /** Returns: when the goods came back, and what the credit note kept back of their value. */
  received_at: z.string().nullable(),
  restocking_fee_percent: z.number().int().nullable(),
  freight_cents: z.number().int().nullable(),
  /** The credit note that credits what was approved (a refund order), once issued. */
  credit_order_id: z.number().int().nullable(),
  credit_number: z.string().nullable(),
  credit_total_cents: z.number().int().nullable(),
  lines: z.array(claimLineSchema),
  photos: z.array(claimPhotoSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimListItemSchema = claimSchema.omit({ lines: true, photos: true }).extend({
  line_count: z.number().int(),
  photo_count: z.number().int(),
});
export type ClaimListItem = z.infer<typeof claimListItemSchema>;

export const claimListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(CLAIM_STATUSES).optional(),
  kind: z.enum(CLAIM_KINDS).optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
  /** Claims made from this business day to that one (Montreal), both counted (the dashboard's links). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Claims with a line of this reason. */
  reason: z.enum(LINE_REASONS).optional(),
  /** Claims with a line whose product came from this supplier when claimed (the dashboard's link, issue 39). */
  supplier_id: z.coerce.number().int().positive().optional(),
});
export type ClaimListParams = z.infer<typeof claimListQuerySchema>;

export const claimListSchema = z.object({ claims: z.array(claimListItemSchema), pagination: paginationSchema });
export type ClaimList = z.infer<typeof claimListSchema>;

export const CLAIM_DECISIONS = ['approve', 'partial', 'refuse', 'info'] as const;
export type ClaimDecisionKind = (typeof CLAIM_DECISIONS)[number];

/** PUT /api/claims/{id}/decision. */
export const claimDecisionSchema = z
  .object({
    decision: z.enum(CLAIM_DECISIONS),
    /** Partial: what is approved of each line (a line left out is refused). */
    lines: z
      .array(z.object({ order_line_id: z.number().int().positive(), quantity: z.number().int().min(0).max(100_000) }))
      .max(100)
      .optional(),
    /** Refuse and info: the reason, or the question, sent to the customer. */
    reason: z.string().trim().min(1).max(2000).optional(),
  })
  .refine((d) => d.decision !== 'partial' || (d.lines?.length ?? 0) > 0, { path: ['lines'], message: 'Required' })
  .refine((d) => !['refuse', 'info'].includes(d.decision) || Boolean(d.reason), {
    path: ['reason'],
    message: 'Required',
  });
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

/** PUT /api/claims/{id}/received: an approved return's goods are back; the fee and freight are kept back. */
export const claimReceivedSchema = z.object({
  restocking_fee_percent: z.number().int().min(0).max(CLAIM_RULES.maxRestockingFeePercent).default(20),
  freight_cents: z.number().int().min(0).max(10_000_000).default(0),
});
export type ClaimReceived = z.infer<typeof claimReceivedSchema>;
