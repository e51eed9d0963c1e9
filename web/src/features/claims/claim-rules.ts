import type { ClaimKind, Order, OrderListItem } from '@shop/contract';
import { CLAIM_REASONS, CLAIM_RULES, RETURN_REASONS } from '@shop/contract/claims';
import { montrealTime } from '@shop/contract/delivery';
import { daysBetween } from '@shop/contract/receivables';

/**
 * What the claim form checks before anything is sent (SPEC §9, docs/decisions/016-claims.md):
 * the same limits the server applies, so that a phone on a slow network does not upload
 * 80 MB to hear "too many photos". The server stays the judge; its refusals land on their field.
 */

/** The types the form asks for: an iPhone then converts its HEIC to JPEG as it uploads. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const ACCEPTED = new Set(CLAIM_RULES.photoTypes as readonly string[]);

export const reasonsFor = (kind: ClaimKind): readonly string[] => (kind === 'claim' ? CLAIM_REASONS : RETURN_REASONS);

const HOUR_MS = 3_600_000;
const montrealDay = (at: Date) => montrealTime(at).date;

/** Whether the order may still get a problem report (24 h) or a return request (14 days, dry goods, not a special order). */
export function canRequest(kind: ClaimKind, order: Order | OrderListItem, now: Date): boolean {
  if (order.type !== 'order' || order.status !== 'delivered' || !order.delivered_at) return false;
  const delivered = new Date(order.delivered_at);
  if (kind === 'claim') return now.getTime() - delivered.getTime() <= CLAIM_RULES.claimWindowHours * HOUR_MS;
  // A list's row has no lines, only whether any is dry goods.
  const hasDryGoods = 'lines' in order ? order.lines.some((l) => !l.fresh) : order.has_dry_goods;
  return (
    !order.from_prebooking &&
    hasDryGoods &&
    daysBetween(montrealDay(delivered), montrealDay(now)) <= CLAIM_RULES.returnWindowDays
  );
}

/** The order's lines a request of this kind may name: any for a problem, dry goods for a return. */
export const claimableLines = (kind: ClaimKind, order: Order) =>
  kind === 'claim' ? order.lines : order.lines.filter((l) => !l.fresh);

/** Which photo a file is: of the flowers (or goods), or of the farm label. */
export type PhotoRole = 'product' | 'label';
export interface PickedPhoto {
  id: string;
  role: PhotoRole;
  file: File;
}

/**
 * How far each photo is sent, from how far the whole form is: the form sends its photos one
 * after the other in the draft's order (claimFormData), and its other fields are a few hundred
 * bytes beside megabytes of photos, so the bytes sent fall on the photos in turn.
 */
export function photoProgress(photos: readonly PickedPhoto[], fraction: number): Map<string, number> {
  const total = photos.reduce((sum, p) => sum + p.file.size, 0);
  let sent = fraction * total;
  const progress = new Map<string, number>();
  for (const photo of photos) {
    const size = photo.file.size;
    progress.set(photo.id, size === 0 ? (fraction >= 1 ? 1 : 0) : Math.min(1, Math.max(0, sent / size)));
    sent -= size;
  }
  return progress;
}

/** An error as a text key and its values, translated by the screen. */
export interface RuleError {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The picked files that may join the ones already chosen: an image of an accepted type, at
 * most 10 MB, and no more than 8 in all. Gives what was kept and why the rest was not.
 */
export function admitPhotos(
  chosen: readonly PickedPhoto[],
  picked: readonly File[],
  role: PhotoRole,
  newId: () => string,
): { kept: PickedPhoto[]; errors: RuleError[] } {
  const kept: PickedPhoto[] = [];
  const errors: RuleError[] = [];
  let tooMany = false;
  for (const file of picked) {
    if (!ACCEPTED.has(file.type)) errors.push({ key: 'claims.photos.errors.type', values: { name: file.name } });
    else if (file.size > CLAIM_RULES.maxPhotoBytes)
      errors.push({ key: 'claims.photos.errors.size', values: { name: file.name, max: 10 } });
    else if (chosen.length + kept.length >= CLAIM_RULES.maxPhotos) tooMany = true;
    else kept.push({ id: newId(), role, file });
  }
  if (tooMany) errors.push({ key: 'claims.photos.errors.count', values: { max: CLAIM_RULES.maxPhotos } });
  return { kept, errors };
}

export interface LineChoice {
  selected: boolean;
  quantity: string;
  reason: string;
}

export interface ClaimDraft {
  kind: ClaimKind;
  lines: Record<number, LineChoice>;
  note: string;
  photos: PickedPhoto[];
  unusedConfirmed: boolean;
}

/** The form's errors by field: `lines`, `lines.{orderLineId}.quantity|reason`, `photos`, `label_photos`, `unused_confirmed`. */
export function validateDraft(draft: ClaimDraft, order: Order): Record<string, RuleError> {
  const errors: Record<string, RuleError> = {};
  const chosen = claimableLines(draft.kind, order).filter((l) => draft.lines[l.id]?.selected);
  if (chosen.length === 0) errors.lines = { key: 'claims.form.errors.noLine' };
  for (const line of chosen) {
    const choice = draft.lines[line.id]!;
    const quantity = Number(choice.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity)
      errors[`lines.${line.id}.quantity`] = { key: 'claims.form.errors.quantity', values: { max: line.quantity } };
    if (!reasonsFor(draft.kind).includes(choice.reason))
      errors[`lines.${line.id}.reason`] = { key: 'claims.form.errors.reason' };
  }
  if (draft.kind === 'claim') {
    if (!draft.photos.some((p) => p.role === 'product')) errors.photos = { key: 'claims.form.errors.photo' };
    if (chosen.some((l) => l.fresh) && !draft.photos.some((p) => p.role === 'label'))
      errors.label_photos = { key: 'claims.form.errors.label' };
  } else if (!draft.unusedConfirmed) errors.unused_confirmed = { key: 'claims.form.errors.unused' };
  if (draft.photos.length > CLAIM_RULES.maxPhotos)
    errors.photos = { key: 'claims.photos.errors.count', values: { max: CLAIM_RULES.maxPhotos } };
  return errors;
}

/** The multipart body of POST /api/customer/claims for a valid draft. */
export function claimFormData(draft: ClaimDraft, order: Order): FormData {
  const form = new FormData();
  form.set('order_id', String(order.id));
  form.set('kind', draft.kind);
  const lines = claimableLines(draft.kind, order)
    .filter((l) => draft.lines[l.id]?.selected)
    .map((l) => ({
      order_line_id: l.id,
      quantity: Number(draft.lines[l.id]!.quantity),
      reason: draft.lines[l.id]!.reason,
    }));
  form.set('lines', JSON.stringify(lines));
  if (draft.note.trim()) form.set('note', draft.note.trim());
  if (draft.kind === 'return') form.set('unused_confirmed', String(draft.unusedConfirmed));
  for (const photo of draft.photos)
    form.append(photo.role === 'label' ? 'label_photos' : 'photos', photo.file, photo.file.name);
  return form;
}

/**
 * The server names a line's field by its position in `lines` (`lines.0.quantity`); the form
 * names it by the order line (`lines.{orderLineId}.quantity`).
 */
export function formField(serverField: string | undefined, draft: ClaimDraft, order: Order): string {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(serverField ?? '');
  if (!match) return serverField ?? 'form';
  const chosen = claimableLines(draft.kind, order).filter((l) => draft.lines[l.id]?.selected);
  const line = chosen[Number(match[1])];
  if (!line) return 'lines';
  return `lines.${line.id}.${match[2] === 'order_line_id' ? 'quantity' : match[2]}`;
}
