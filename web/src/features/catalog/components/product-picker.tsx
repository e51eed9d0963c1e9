import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { useLanguage } from '@/app/language';
import { formatMoney } from '@/lib/money';
import { useDebounced } from '@/lib/use-debounced';
import { useProducts } from '../api/products';
import { productDetails, productName } from '../product-name';

interface Props {
  label: string;
  onPick: (product: Product) => void;
  /** Products already chosen are shown but cannot be picked twice. */
  exclude?: readonly number[];
  ref?: Ref<HTMLInputElement>;
}

/**
 * Keyboard-first product search (PRODUCT.md: by name, colour or length as you type): type, move
 * with the arrow keys, Enter picks. An ARIA combobox, so screen readers follow the highlighted row.
 */
export function ProductPicker({ label, onPick, exclude = [], ref }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim(), 200);
  const results = useProducts({ search, limit: 8 }, open && search.length > 0);
  const options = search.length > 0 ? (results.data?.products ?? []) : [];
  const listId = `${id}-list`;

  const pick = (product: Product | undefined) => {
    if (!product || exclude.includes(product.id)) return;
    onPick(product);
    setText('');
    setActive(0);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter must pick from the results of what is typed now, not of an earlier search.
      if (text.trim() !== search || results.isPlaceholderData || results.isFetching) return;
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = open && options.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-leaf-900">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${id}-opt-${active}` : undefined}
        className="input w-full"
        placeholder={t('products.picker.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl bg-white shadow-lg ring-1 ring-leaf-100"
      >
        {options.map((p, i) => {
          const taken = exclude.includes(p.id);
          return (
            <li
              key={p.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              aria-disabled={taken}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(p);
              }}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${i === active ? 'bg-leaf-50' : ''} ${taken ? 'opacity-50' : ''}`}
            >
              <span>
                <span className="font-semibold">{productName(p, language)}</span>
                <span className="block text-gray-700">
                  {p.sku} · {productDetails(p, t(`products.units.${p.unit}`, { count: p.stems_per_unit }))}
                </span>
              </span>
              <span className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(p.price_cents, language)}
                <span className="block text-gray-700">{t('products.onHand', { count: p.on_hand })}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {open && search.length > 0 && results.data && options.length === 0 && (
        <p role="status" className="mt-1 text-sm text-gray-700">
          {t('products.picker.none')}
        </p>
      )}
    </div>
  );
}
