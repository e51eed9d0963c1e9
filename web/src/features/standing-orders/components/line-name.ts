import type { StandingOrder } from '@shop/contract';

type Line = StandingOrder['lines'][number];

/**
 * A standing order's line as the florist reads it: the product, and its pack's size in stems
 * when a pack is chosen ("Red rose (box of 250)"), so that two packs of one product differ.
 */
export function lineName(l: Line, language: 'en' | 'fr', unitSize: (kind: string, stems: number) => string) {
  const name = language === 'fr' ? l.name_fr : l.name_en;
  return l.pack_kind ? `${name} (${unitSize(l.pack_kind, l.pack_stems ?? 1)})` : name;
}
