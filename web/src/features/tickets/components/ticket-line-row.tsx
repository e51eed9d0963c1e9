import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { formatMoney, parseAmount } from '@/lib/money';
import type { LastPrice, Product } from '@shop/contract';
import { parseQuantity, type TicketFormValues } from '../ticket-form-values';
import { TicketLineFacts } from './ticket-line-facts';

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
            short={warnShort && product && quantity !== null ? Math.max(0, quantity - Math.max(product.on_hand, 0)) : 0}
          />
        )}
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
