import { useQuery } from '@tanstack/react-query';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerListItem } from '@shop/contract';
import { customerListQuery } from '@/features/customers/api/customers';
import { useDebounced } from '@/lib/use-debounced';

interface Props {
  onPick: (customer: CustomerListItem) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Keyboard-first customer search, as the ProductPicker for products: type a name, e-mail or city,
 * move with the arrow keys, Enter picks. Only active customers can be ordered for.
 */
export function CustomerPicker({ onPick, error, ref }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim(), 200);
  const results = useQuery({
    ...customerListQuery({ search, filter: 'active', limit: 8, sort: 'businessName', order: 'asc' }),
    enabled: open && search.length > 0,
  });
  const options = search.length > 0 ? (results.data?.customers ?? []) : [];
  const listId = `${id}-list`;
  const expanded = open && options.length > 0;

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
      // Only from the results of what is typed now, never of an earlier search.
      if (text.trim() !== search || results.isPlaceholderData || results.isFetching) return;
      const customer = options[active];
      if (customer) onPick(customer);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block font-medium text-leaf-900">
        {t('tickets.customer.label')}
        <span aria-hidden="true" className="text-petal-700">
          {' '}
          *
        </span>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="input w-full"
        placeholder={t('tickets.customer.placeholder')}
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
        aria-label={t('tickets.customer.label')}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl bg-white shadow-lg ring-1 ring-leaf-100"
      >
        {options.map((c, i) => (
          <li
            key={c.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              onPick(c);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-leaf-50' : ''}`}
          >
            <span className="font-semibold">{c.businessName}</span>
            <span className="block text-gray-700">
              {c.city} · {c.email}
            </span>
          </li>
        ))}
      </ul>
      {open && search.length > 0 && results.data && options.length === 0 && (
        <p role="status" className="mt-1 text-sm text-gray-700">
          {t('tickets.customer.none')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
    </div>
  );
}
