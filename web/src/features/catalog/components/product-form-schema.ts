import { z } from '@shop/contract/zod';
import { productWriteObject, type Product } from '@shop/contract/catalog';
import { MAX_PACKS, packWriteSchema } from '@shop/contract/packs';
import { MAX_PRICE_BREAKS, breakIssues } from '@shop/contract/price-rules';
import type { Language } from '@shop/contract';
import { centsToInput, parseAmount } from '@/lib/money';

const priceSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (parseAmount(v, { allowZero: true }) ?? Number.NaN) : v),
  z.number({ error: 'invalid' }).int().min(0).max(10_000_000),
);

/**
 * The form writes a product's base unit (what its stock counts: unit and stems, required) and
 * its packs (decision 052), from the schema's object (its packs refinement again here: zod
 * refuses to extend a refined schema). It holds each pack's price as typed ("24.50"); the
 * schema turns it into cents. The product's price is its default pack's: the server sets it.
 */
export const formSchema = productWriteObject
  .omit({ price_cents: true })
  .extend({
    unit: productWriteObject.shape.unit.unwrap(),
    stems_per_unit: productWriteObject.shape.stems_per_unit.unwrap(),
    packs: z
      .array(
        packWriteSchema.extend({
          units: z
            .number({ error: 'required' })
            .int({ error: 'invalid' })
            .min(1, { error: 'invalid' })
            .max(100_000, { error: 'invalid' }),
          price_cents: priceSchema,
          // The breaks as typed, checked against each other below (the index as shown).
          breaks: z
            .array(
              z.object({
                min_quantity: z
                  .number({ error: 'required' })
                  .int({ error: 'invalid' })
                  .min(2, { error: 'invalid' })
                  .max(100_000, { error: 'invalid' }),
                price_cents: priceSchema,
              }),
            )
            .max(MAX_PRICE_BREAKS)
            .default([]),
        }),
      )
      .min(1)
      .max(MAX_PACKS),
  })
  .superRefine((p, ctx) => {
    if (!p.packs.some((pack) => pack.active)) ctx.addIssue({ code: 'custom', path: ['packs'], message: 'packActive' });
    p.packs.forEach((pack, i) => {
      const seen = pack.breaks.map((b) => b.min_quantity);
      seen.forEach((q, j) => {
        if (seen.indexOf(q) !== j)
          ctx.addIssue({
            code: 'custom',
            path: ['packs', i, 'breaks', j, 'min_quantity'],
            message: 'breakQuantityTwice',
          });
      });
      for (const j of breakIssues(pack.price_cents, pack.breaks))
        ctx.addIssue({ code: 'custom', path: ['packs', i, 'breaks', j, 'price_cents'], message: 'breakNotLower' });
    });
  });
export type FormValues = z.input<typeof formSchema>;

export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

export function toForm(p: Product | null, language: Language): FormValues {
  if (!p)
    return {
      unit: 'bunch',
      stems_per_unit: 10,
      fresh: true,
      active: true,
      sections: ['all-products'],
      low_stock_at: 10,
      packs: [{ kind: 'bunch', units: 1, price_cents: '', active: true }],
    } as FormValues;
  return {
    sku: p.sku,
    name_en: p.name_en,
    name_fr: p.name_fr,
    description_en: p.description_en ?? '',
    description_fr: p.description_fr ?? '',
    category: p.category,
    variety: p.variety ?? '',
    color: p.color ?? '',
    colour_id: p.colour_id,
    grade: p.grade ?? '',
    length_cm: p.length_cm,
    stems_per_bunch: p.stems_per_bunch,
    origin: p.origin ?? '',
    unit: p.unit,
    stems_per_unit: p.stems_per_unit,
    // A product of a server before packs has none: one pack of its unit at its price.
    packs: (p.packs?.length
      ? p.packs
      : [{ id: undefined, kind: p.unit, units: 1, price_cents: p.price_cents, active: true }]
    ).map((pack) => ({
      ...(pack.id === undefined ? {} : { id: pack.id }),
      kind: pack.kind,
      units: pack.units,
      price_cents: centsToInput(pack.price_cents, language),
      active: pack.active,
      breaks: ('breaks' in pack ? (pack.breaks ?? []) : []).map((b) => ({
        min_quantity: b.min_quantity,
        price_cents: centsToInput(b.price_cents, language),
      })),
    })),
    fresh: p.fresh,
    sections: p.sections,
    active: p.active,
    low_stock_at: p.low_stock_at,
  };
}
