import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { formatMoney, parseAmount } from '@/lib/money';
import type { LastPrice, Product } from '@shop/contract';
import { parseQuantity, type TicketFormValues, type TicketLineValues } from '../ticket-form-values';
import { TicketLineFacts } from './ticket-line-facts';
import { TicketLinePack } from './ticket-line-pack';

/** One line: quantity and unit price as typed, and its total as they change. */
export function TicketLineRow({
  index,
  refund,
  warnShort = false,
  onDone,
  onRemove,
  product,
  last,
}: {
  index: number;
  refund: boolean;
  warnShort?: boolean;
  /** Today's product (unit, stock, offer) and what the customer paid last, when known. */
  product?: Product | undefined;
  last?: LastPrice | undefined;
  /** Enter in the quantity or price: back to the product search. */
  onDone: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TicketFormValues>();
  const line = useWatch({ control, name: `lines.${index}` });
  const type = useWatch({ control, name: 'type' });
  const lines = useWatch({ control, name: 'lines' });
  const name = productName(line, language);
  const quantity = parseQuantity(line.quantity, true);
  const price = parseAmount(line.price, { allowZero: true });
  const total = quantity !== null && price !== null ? (refund ? -1 : 1) * quantity * price : null;
  const rowErrors = errors.lines?.[index];
  const error = rowErrors?.quantity?.message ?? rowErrors?.price?.message;
  const onEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Ctrl+Enter is the form's: it saves.
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
    // Enter never submits from a line: it goes back to the search for the next product.
    event.preventDefault();
    onDone();
  };
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <tr className="align-top">
      <td className="px-2 py-2">
        <span className="font-semibold">{name}</span>
        {!refund && (
          <TicketLineFacts
            product={product}
            last={last}
            short={
              // A prebooking holds no stock: nothing of it is back-ordered.
              warnShort && type === 'order' && product && quantity !== null
                ? backOrderedOf(product.on_hand, takenBefore(lines, index, line.product_id), quantity)
                : 0
            }
          />
        )}
        {!refund && product && <TicketLinePack index={index} product={product} name={name} />}
        {line.ordered !== null && (
          <span className="block text-gray-700">{t('tickets.lines.ordered', { count: line.ordered })}</span>
        )}
        {error && (
          <span id={`${id}-error`} className="block font-medium text-petal-800">
            {error}
          </span>
        )}
      </td>
      <td className="px-2 py-2">
        <input
          type="text"
          inputMode="numeric"
          className="input w-20"
          aria-label={t('tickets.lines.quantityOf', { name })}
          // Selected on focus: typing the quantity replaces the 1 a new line starts with.
          onFocus={(e) => e.target.select()}
          aria-invalid={rowErrors?.quantity ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={onEnter}
          {...register(`lines.${index}.quantity`)}
        />
      </td>
      <td className="px-2 py-2">
        <input
          type="text"
          inputMode="decimal"
          className="input w-24"
          readOnly={refund}
          aria-label={t('tickets.lines.unitPriceOf', { name })}
          aria-invalid={rowErrors?.price ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={onEnter}
          {...register(`lines.${index}.price`)}
        />
      </td>
      <td className="px-2 py-2 text-right font-semibold tabular-nums">
        {total === null ? '—' : formatMoney(total, language)}
      </td>
      {!refund && (
        <td className="px-2 py-2 text-right">
          <button
            type="button"
            className="btn min-h-9 px-3 py-1 text-sm text-petal-800 ring-1 ring-petal-300 hover:bg-petal-100"
            aria-label={t('tickets.lines.removeNamed', { name })}
            onClick={onRemove}
          >
            {t('tickets.lines.remove')}
          </button>
        </td>
      )}
    </tr>
  );
}

/** What the lines above this one take of the same product: the stock goes to them first. */
function takenBefore(lines: readonly TicketLineValues[], index: number, productId: number): number {
  return lines
    .slice(0, index)
    .filter((other) => other.product_id === productId)
    .reduce((sum, other) => sum + (parseQuantity(other.quantity, true) ?? 0), 0);
}

/** How much of `quantity` the stock left after `before` cannot give: back-ordered when saved. */
function backOrderedOf(onHand: number, before: number, quantity: number): number {
  const left = Math.max(0, Math.max(onHand, 0) - before);
  return Math.max(0, quantity - left);
}
