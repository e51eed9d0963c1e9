import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { cheapestPerStem, defaultPack, perStemCents } from '@shop/contract/pack-rules';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';
import { productAsPack } from '../cart/cart-storage';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The pack a buyer adds of a product sold in several (decision 052): its cheapest active pack
 * first chosen, and the product as that pack for the cart. A product with one pack is as it is.
 */
export function usePackChoice(product: Product) {
  // A reply of a server before packs (a cached page) has none: the product as it is.
  const active = (product.packs ?? []).filter((p) => p.active);
  const [packId, setPackId] = useState(() => defaultPack(active)?.id);
  const pack = active.length > 1 ? active.find((p) => p.id === packId) : undefined;
  return { active, packId, setPackId, chosen: pack ? productAsPack(product, pack) : product };
}

/** Chooses among a product's active packs, each with its price; the cheapest per stem said as such. */
export function PackSelect({
  choice,
  name,
  className = '',
}: {
  choice: ReturnType<typeof usePackChoice>;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  const id = useId();
  if (choice.active.length < 2) return null;
  const best = cheapestPerStem(choice.active);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-leaf-900">
        {t('shop.packs.label')}
        <span className="sr-only"> {name}</span>
      </label>
      <select
        id={id}
        className="input mt-1 w-full"
        value={choice.packId}
        onChange={(e) => choice.setPackId(Number(e.target.value))}
      >
        {choice.active.map((p) => (
          <option key={p.id} value={p.id}>
            {t(p.id === best?.id ? 'shop.packs.optionCheapest' : 'shop.packs.option', {
              pack: capitalised(unitSize(p.kind, p.stems)),
              price: formatMoney(p.price_cents, language),
              perStem: formatMoney(perStemCents(p), language),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
