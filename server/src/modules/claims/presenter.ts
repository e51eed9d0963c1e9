import { apiPath, apiPaths } from '@shop/contract/api-paths';
import type { Claim, ClaimListItem, Language, LineReason } from '@shop/contract';
import type { ClaimRecord, linesOfClaim, photosOfClaim } from './repository.js';

type LineRow = Awaited<ReturnType<typeof linesOfClaim>>[number];
type PhotoRow = Awaited<ReturnType<typeof photosOfClaim>>[number];

function presentHeader(row: ClaimRecord) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    customer_id: row.customer_id,
    business_name: row.business_name,
    order_id: row.order_id,
    order_number: row.order_number,
    delivered_at: row.delivered_at,
    note: row.note,
    decision_reason: row.decision_reason,
    ra_number: row.ra_number,
    received_at: row.received_at,
    restocking_fee_percent: row.restocking_fee_percent,
    freight_cents: row.freight_cents === null ? null : Number(row.freight_cents),
    credit_order_id: row.credit_order_id,
    credit_number: row.credit_number,
    credit_total_cents: row.credit_total_cents === null ? null : Number(row.credit_total_cents),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentClaimListItem(row: ClaimRecord & { line_count: unknown; photo_count: unknown }): ClaimListItem {
  return { ...presentHeader(row), line_count: Number(row.line_count), photo_count: Number(row.photo_count) };
}

/** A photo is served through its claim (GET /api/claims/{id}/photos/{photoId}), never publicly. */
export function photoUrl(claimId: number, photoId: number): string {
  return `/api${apiPath(apiPaths.claims.photo, { id: claimId, photoId })}`;
}

export function presentClaim(row: ClaimRecord, lines: LineRow[], photos: PhotoRow[], reader: Language): Claim {
  return {
    ...presentHeader(row),
    lines: lines.map((l) => ({
      id: l.id,
      order_line_id: l.order_line_id,
      product_name: reader === 'fr' ? l.name_fr : l.name_en,
      fresh: l.fresh === 1,
      ordered_quantity: l.ordered_quantity,
      unit_price_cents: l.unit_price_cents,
      quantity: l.quantity,
      reason: l.reason as LineReason,
      approved_quantity: l.approved_quantity,
    })),
    photos: photos.map((p) => ({ id: p.id, role: p.role, url: photoUrl(row.id, p.id) })),
  };
}
