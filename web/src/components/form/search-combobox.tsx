import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useDebounced } from '@/lib/use-debounced';

/** What a search gives the combobox: its options, and whether they answer what is typed now. */
export interface SearchResults<T> {
  options: T[];
  /**
   * False until the answer for this search has come (the one shown may be an earlier search's,
   * as placeholder data). A refetch of the same search, when another screen changed what it
   * lists, leaves it true: Enter is not lost to a refresh.
   */
  current: boolean;
  /** True once an answer has come, so that "nothing matches" is not said before. */
  loaded: boolean;
}

interface Props<T> {
  label: string;
  placeholder: string;
  noneText: string;
  /** Runs the search; called on every render, `enabled` only while the list is open with text. */
  useResults: (search: string, enabled: boolean) => SearchResults<T>;
  keyOf: (item: T) => number;
  renderOption: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** Options shown but not pickable (already chosen). */
  isDisabled?: (item: T) => boolean;
  required?: boolean;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** aria-keyshortcuts of the input, when the page gives it a shortcut. */
  keyShortcuts?: string | undefined;
  /**
   * The list below the input in the page's flow, as tall as its options up to 60 % of the screen
   * (scrolling inside), instead of over what follows: in a dialog, which would cut it off.
   */
  inlineList?: boolean;
}

/**
 * Keyboard-first search (PRODUCT.md: staff type, move with the arrow keys, Enter picks), as an
 * ARIA combobox so that screen readers follow the highlighted option. Enter picks from the
 * answer to what is typed, waiting for it when typed faster than the search answers.
 */
export function SearchCombobox<T>(props: Props<T>) {
  const {
    label,
    placeholder,
    noneText,
    useResults,
    keyOf,
    renderOption,
    onPick,
    isDisabled,
    required,
    error,
    ref,
    keyShortcuts,
    inlineList = false,
  } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Enter pressed before the answer to what is typed: the pick waits for that answer.
  const enterPending = useRef(false);
  const search = useDebounced(text.trim(), 200);
  const results = useResults(search, open && search.length > 0);
  const answered = text.trim() === search && results.current;
  const options = search.length > 0 ? results.options : [];
  const listId = `${id}-list`;
  const expanded = open && options.length > 0;
  const listRef = useRef<HTMLUListElement>(null);
  // The suggestions stay in view: the list when it opens (near the bottom of the screen it
  // would open below the fold), the highlighted option as the arrows move it.
  useEffect(() => {
    if (!expanded) return;
    listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);
  useEffect(() => {
    if (expanded) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, id]);

  const pick = (item: T | undefined) => {
    enterPending.current = false;
    if (!item || isDisabled?.(item)) return;
    onPick(item);
    setText('');
    setActive(0);
  };

  useEffect(() => {
    if (enterPending.current && answered) pick(options[active]);
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // An arrow moves over the list on screen: a waiting Enter would pick its place in the next
    // answer, an option never seen.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      enterPending.current = false;
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      enterPending.current = false;
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // A clerk types the code and Enter at once; Enter is never lost, nor does it pick from
      // the answer to an earlier search. With the list closed (Escape), there is none to wait for.
      if (answered) pick(options[active]);
      else enterPending.current = open && text.trim() !== '';
    } else if (event.key === 'Escape') {
      enterPending.current = false;
      if (!open) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-leaf-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-petal-700">
            {' '}
            *
          </span>
        )}
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
        aria-keyshortcuts={keyShortcuts}
        className="input w-full"
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          enterPending.current = false;
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          enterPending.current = false;
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className={`mt-1 w-full overflow-y-auto rounded-xl bg-white ring-1 ring-leaf-100 ${inlineList ? 'max-h-[60vh]' : 'absolute z-20 max-h-72 shadow-lg'}`}
      >
        {options.map((item, i) => {
          const disabled = isDisabled?.(item) ?? false;
          return (
            <li
              key={keyOf(item)}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              aria-disabled={disabled || undefined}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(item);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-leaf-50' : ''} ${disabled ? 'opacity-50' : ''}`}
            >
              {renderOption(item)}
            </li>
          );
        })}
      </ul>
      {open && search.length > 0 && results.loaded && options.length === 0 && (
        <p role="status" className="mt-1 text-sm text-gray-700">
          {noneText}
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
