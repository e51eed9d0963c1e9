import { useTranslation } from 'react-i18next';
import type { Pack } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The quantity breaks of a product's packs on offer (decision 060), those below the reader's
 * price of one pack: "Box of 100: from 10, $70.00 each". The cart applies them as the quantity
 * grows.
 */
export function PackBreaks({ packs }: { packs: readonly Pack[] | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { unitSize } = useLabels();
  const rows = (packs ?? [])
    .filter((p) => p.active)
    .flatMap((p) =>
      (p.breaks ?? [])
        .filter((b) => b.price_cents < p.price_cents)
        .map((b) => ({ key: `${p.id}-${b.min_quantity}`, pack: p, ...b })),
    );
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="pack-breaks" className="text-sm">
      <h3 id="pack-breaks" className="font-semibold text-leaf-900">
        {t('shop.details.breaks')}
      </h3>
      <ul className="mt-1 list-disc ps-5">
        {rows.map((r) => (
          <li key={r.key}>
            {t('shop.details.breakOf', {
              pack: capitalised(unitSize(r.pack.kind, r.pack.stems)),
              count: r.min_quantity,
              price: formatMoney(r.price_cents, language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
