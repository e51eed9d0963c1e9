import { describe, expect, it } from 'vitest';
import type { Order, OrderLine, OrderListItem } from '@shop/contract';
import {
  admitPhotos,
  canRequest,
  claimFormData,
  formField,
  photoProgress,
  validateDraft,
  type ClaimDraft,
  type PickedPhoto,
} from './claim-rules';

const line = (id: number, fresh: boolean, quantity = 10) => ({ id, fresh, quantity }) as OrderLine;
const order = (changes: Partial<Order> = {}) =>
  ({
    id: 7,
    type: 'order',
    status: 'delivered',
    delivered_at: '2026-10-05T14:00:00.000Z',
    from_prebooking: false,
    lines: [line(1, true), line(2, true), line(3, false, 4)],
    ...changes,
  }) as Order;

const file = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });
let n = 0;
const newId = () => `p${++n}`;
const photos = (roles: ('product' | 'label')[]): PickedPhoto[] =>
  roles.map((role, i) => ({ id: `x${i}`, role, file: file(`${role}-${i}.jpg`) }));

const claimDraft = (changes: Partial<ClaimDraft> = {}): ClaimDraft => ({
  kind: 'claim',
  lines: { 1: { selected: true, quantity: '3', reason: 'broken_stems' } },
  note: '',
  photos: photos(['product', 'label']),
  unusedConfirmed: false,
  ...changes,
});

describe('photo limits, checked before anything is sent', () => {
  it('keeps JPEG, PNG and WebP up to 10 MB, and says why the others are left out', () => {
    const { kept, errors } = admitPhotos(
      [],
      [
        file('a.jpg'),
        file('b.png', 'image/png'),
        file('c.gif', 'image/gif'),
        file('d.webp', 'image/webp', 10 * 1024 * 1024 + 1),
      ],
      'product',
      newId,
    );
    expect(kept.map((p) => p.file.name)).toEqual(['a.jpg', 'b.png']);
    expect(errors).toEqual([
      { key: 'claims.photos.errors.type', values: { name: 'c.gif' } },
      { key: 'claims.photos.errors.size', values: { name: 'd.webp', max: 10 } },
    ]);
  });

  it('takes at most 8 photos in all, flowers and labels together, and says so once', () => {
    const { kept, errors } = admitPhotos(
      photos(['product', 'product', 'label', 'label', 'product', 'product']),
      [1, 2, 3, 4].map((i) => file(`${i}.jpg`)),
      'label',
      newId,
    );
    expect(kept.map((p) => p.file.name)).toEqual(['1.jpg', '2.jpg']);
    expect(kept.every((p) => p.role === 'label')).toBe(true);
    expect(errors).toEqual([{ key: 'claims.photos.errors.count', values: { max: 8 } }]);
  });
});

describe('the claim form (SPEC §9)', () => {
  it('accepts a claim with a line, a reason, a photo of the flowers and of the farm label', () => {
    expect(validateDraft(claimDraft(), order())).toEqual({});
  });

  it('needs a photo of the flowers, and of the label when fresh flowers are claimed', () => {
    expect(Object.keys(validateDraft(claimDraft({ photos: photos(['label']) }), order()))).toEqual(['photos']);
    expect(Object.keys(validateDraft(claimDraft({ photos: photos(['product']) }), order()))).toEqual(['label_photos']);
    // Only dry goods claimed: no farm label needed.
    const dry = claimDraft({
      lines: { 3: { selected: true, quantity: '1', reason: 'quality' } },
      photos: photos(['product']),
    });
    expect(validateDraft(dry, order())).toEqual({});
  });

  it('needs a ticked line, a quantity from 1 to what was delivered, and a reason of its kind', () => {
    expect(Object.keys(validateDraft(claimDraft({ lines: {} }), order()))).toEqual(['lines']);
    const wrong = claimDraft({
      lines: {
        1: { selected: true, quantity: '11', reason: 'broken_stems' },
        2: { selected: true, quantity: '0', reason: 'not_needed' },
      },
    });
    expect(validateDraft(wrong, order())).toEqual({
      'lines.1.quantity': { key: 'claims.form.errors.quantity', values: { max: 10 } },
      'lines.2.quantity': { key: 'claims.form.errors.quantity', values: { max: 10 } },
      'lines.2.reason': { key: 'claims.form.errors.reason' },
    });
  });

  it('asks a return to confirm the goods unused and in their packaging; photos are optional there', () => {
    const ret = claimDraft({
      kind: 'return',
      lines: { 3: { selected: true, quantity: '2', reason: 'not_needed' } },
      photos: [],
    });
    expect(validateDraft(ret, order())).toEqual({ unused_confirmed: { key: 'claims.form.errors.unused' } });
    expect(validateDraft({ ...ret, unusedConfirmed: true }, order())).toEqual({});
    // A fresh line cannot be returned: it is not even offered, so ticking it counts for nothing.
    const fresh = {
      ...ret,
      unusedConfirmed: true,
      lines: { 1: { selected: true, quantity: '1', reason: 'not_needed' } },
    };
    expect(Object.keys(validateDraft(fresh, order()))).toEqual(['lines']);
  });

  it('sends the lines as JSON, the photos by role, and a return its confirmation', () => {
    const form = claimFormData(claimDraft({ note: ' Snapped ' }), order());
    expect(form.get('order_id')).toBe('7');
    expect(JSON.parse(form.get('lines') as string)).toEqual([
      { order_line_id: 1, quantity: 3, reason: 'broken_stems' },
    ]);
    expect(form.get('note')).toBe('Snapped');
    expect(form.getAll('photos')).toHaveLength(1);
    expect(form.getAll('label_photos')).toHaveLength(1);
    expect(form.has('unused_confirmed')).toBe(false);
  });

  it("puts the server's error for the n-th line sent on that line's field", () => {
    const draft = claimDraft({
      lines: {
        1: { selected: false, quantity: '', reason: '' },
        2: { selected: true, quantity: '3', reason: 'wilted' },
      },
    });
    expect(formField('lines.0.quantity', draft, order())).toBe('lines.2.quantity');
    expect(formField('label_photos', draft, order())).toBe('label_photos');
    expect(formField(undefined, draft, order())).toBe('form');
  });
});

describe('when the links show', () => {
  const at = (iso: string) => new Date(iso);
  it('a problem within 24 hours of delivery', () => {
    expect(canRequest('claim', order(), at('2026-10-06T14:00:00Z'))).toBe(true);
    expect(canRequest('claim', order(), at('2026-10-06T14:01:00Z'))).toBe(false);
    expect(canRequest('claim', order({ status: 'ready', delivered_at: null }), at('2026-10-05T15:00:00Z'))).toBe(false);
  });
  it('a return within 14 days, with dry goods, not for a special order', () => {
    expect(canRequest('return', order(), at('2026-10-19T20:00:00Z'))).toBe(true);
    expect(canRequest('return', order(), at('2026-10-20T20:00:00Z'))).toBe(false);
    expect(canRequest('return', order({ from_prebooking: true }), at('2026-10-06T14:00:00Z'))).toBe(false);
    expect(canRequest('return', order({ lines: [line(1, true)] }), at('2026-10-06T14:00:00Z'))).toBe(false);
  });
  it("a list's row, which says only whether the order has dry goods", () => {
    const { lines: _lines, ...head } = order();
    const row = (has_dry_goods: boolean) => ({ ...head, has_dry_goods }) as unknown as OrderListItem;
    expect(canRequest('return', row(true), at('2026-10-19T20:00:00Z'))).toBe(true);
    expect(canRequest('return', row(false), at('2026-10-19T20:00:00Z'))).toBe(false);
    expect(canRequest('claim', row(false), at('2026-10-06T14:00:00Z'))).toBe(true);
  });
});

describe('photoProgress', () => {
  const picked = (id: string, bytes: number): PickedPhoto => ({
    id,
    role: 'product',
    file: new File([new Uint8Array(bytes)], `${id}.jpg`, { type: 'image/jpeg' }),
  });
  const photos = [picked('a', 100), picked('b', 300)];
  it('fills the photos in the order they are sent', () => {
    expect([...photoProgress(photos, 0).values()]).toEqual([0, 0]);
    expect([...photoProgress(photos, 0.125).values()]).toEqual([0.5, 0]);
    expect([...photoProgress(photos, 0.25).values()]).toEqual([1, 0]);
    expect([...photoProgress(photos, 0.625).values()]).toEqual([1, 0.5]);
    expect([...photoProgress(photos, 1).values()]).toEqual([1, 1]);
  });
});
