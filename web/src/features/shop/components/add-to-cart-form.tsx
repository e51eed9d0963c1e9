import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { AddButton, useAddedFeedback } from './add-button';
import { QuantityInput } from './quantity-input';
import { PackSelect, usePackChoice } from './pack-select';

/** A quantity and Add: a product's card, and its details window (issue 34, item 2). */
export function AddToCartForm({
  product,
  name,
  onAdd,
  className = '',
}: {
  product: Product;
  name: string;
  onAdd: (product: Product, quantity: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [added, markAdded] = useAddedFeedback();
  const choice = usePackChoice(product);
  const soldOut = choice.chosen.on_hand <= 0;
  return (
    <form
      className={`flex flex-wrap items-end gap-2 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (quantity < 1) return;
        onAdd(choice.chosen, quantity);
        markAdded();
      }}
    >
      <PackSelect choice={choice} name={name} className="w-full" />
      <label className="w-20 text-sm font-semibold text-leaf-900">
        {t('orders.fields.quantity')}
        <QuantityInput
          className="mt-1"
          value={quantity}
          onValue={setQuantity}
          disabled={soldOut}
          aria-label={t('shop.quantityOf', { name })}
        />
      </label>
      <AddButton name={name} disabled={soldOut} added={added} className="flex-1" />
    </form>
  );
}
