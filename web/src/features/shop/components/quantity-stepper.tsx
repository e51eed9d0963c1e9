import { useTranslation } from 'react-i18next';
import { QuantityInput } from './quantity-input';

interface Props {
  name: string;
  value: number;
  onValue: (quantity: number) => void;
  disabled?: boolean;
}

/** A quantity with − and + beside it: thumb-sized on a phone, typed with the keyboard anywhere. */
export function QuantityStepper({ name, value, onValue, disabled }: Props) {
  const { t } = useTranslation();
  const step =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl font-bold text-leaf-900 ring-1 ring-leaf-100 hover:bg-leaf-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={step}
        disabled={disabled || value <= 1}
        onClick={() => onValue(Math.max(1, value - 1))}
        aria-label={t('shop.lessOf', { name })}
      >
        <span aria-hidden="true">−</span>
      </button>
      <QuantityInput
        className="w-14 px-1 text-center"
        value={value}
        onValue={onValue}
        disabled={disabled}
        aria-label={t('shop.quantityOf', { name })}
      />
      <button
        type="button"
        className={step}
        disabled={disabled}
        onClick={() => onValue(value + 1)}
        aria-label={t('shop.moreOf', { name })}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
