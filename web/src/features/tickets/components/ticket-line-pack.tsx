import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { cheapestPerStem, defaultPack, perStemCents } from '@shop/contract/pack-rules';
import { useLanguage } from '@/lib/language';
import { centsToInput, formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';
import type { TicketFormValues } from '../ticket-form-values';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A line's pack, for a product sold in several (decision 052): each active pack with its price
 * and its price a stem, the cheapest per stem said as such; choosing one sets the line's price
 * to the pack's. Nothing for a product with one pack (the line looks as before).
 */
export function TicketLinePack({ index, product, name }: { index: number; product: Product; name: string }) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  const { control, setValue } = useFormContext<TicketFormValues>();
  const packId = useWatch({ control, name: `lines.${index}.pack_id` });
  // A reply of a server before packs (a cached page) has none: the product as it is.
  const active = (product.packs ?? []).filter((p) => p.active);
  if (active.length < 2) return null;
  const best = cheapestPerStem(active);
  const value = packId ?? defaultPack(active)?.id;
  return (
    <select
      className="input mt-1 block w-full max-w-xs text-sm"
      aria-label={t('tickets.lines.packOf', { name })}
      value={value}
      onChange={(e) => {
        const pack = active.find((p) => p.id === Number(e.target.value));
        if (!pack) return;
        setValue(`lines.${index}.pack_id`, pack.id, { shouldDirty: true });
        setValue(`lines.${index}.price`, centsToInput(pack.price_cents, language), { shouldDirty: true });
      }}
    >
      {active.map((p) => (
        <option key={p.id} value={p.id}>
          {t(p.id === best?.id ? 'tickets.lines.packOptionCheapest' : 'tickets.lines.packOption', {
            pack: capitalised(unitSize(p.kind, p.stems)),
            price: formatMoney(p.price_cents, language),
            perStem: formatMoney(perStemCents(p), language),
          })}
        </option>
      ))}
    </select>
  );
}
