import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFacets } from '@shop/contract';
import { PRICE_LIST_SECTIONS } from '@shop/contract/constants';
import { countryName } from '@shop/contract/countries';
import { useCategories, useColours } from '@/api/categories';
import { useLanguage } from '@/lib/language';
import { NEW_CHOICES, type CatalogueFilters } from '../catalogue-query';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  filters: CatalogueFilters;
  /** The count beside each choice (GET /api/products?facets=true); none on "My usual". */
  facets: ProductFacets | undefined;
  /** How many products the filters keep, for the phone's "Show n products". */
  total: number | undefined;
  onFilter: (changes: Record<string, string | null>) => void;
}

interface Choice {
  value: string;
  label: string;
  count?: number | undefined;
}

/**
 * The shop's search box and its filters: category (with its subcategories), section, colour,
 * length and origin, each choice with the count of products it would show (the other filters
 * applied). Their state is in the address. On a phone the filters open in a bottom sheet; from
 * the sm width up they sit under the search box.
 */
export function ShopFilters({ search, onSearch, filters, facets, total, onFilter }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  const colours = useColours();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    sheet.current?.querySelector<HTMLElement>('select')?.focus();
    // Escape closes; Tab stays within the sheet (a modal dialog).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || !sheet.current) return;
      const focusable = [...sheet.current.querySelectorAll<HTMLElement>('select, button')].filter(
        (el) => el.offsetParent,
      );
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  const countOf = (list: { id: number | string; count: number }[] | undefined, id: number | string) =>
    list ? (list.find((c) => c.id === id)?.count ?? 0) : undefined;

  const categoryChoices: Choice[] = (categories.data ?? []).map((c) => ({
    value: c.slug,
    // A subcategory is indented under its parent.
    label: `${c.parent_id === null ? '' : '\u00a0\u00a0\u00a0'}${language === 'fr' ? c.name_fr : c.name_en}`,
    count: countOf(facets?.category, c.id),
  }));
  const colourNames = new Map((colours.data ?? []).map((c) => [c.id, language === 'fr' ? c.name_fr : c.name_en]));
  const colourChoices = withChosen(
    (facets?.colour ?? []).map((c) => ({ value: String(c.id), label: colourNames.get(c.id) ?? '', count: c.count })),
    filters.colour,
    (id) => colourNames.get(Number(id)) ?? id,
  ).sort(byLabel);
  const lengthChoices = withChosen(
    (facets?.length ?? []).map((c) => ({
      value: String(c.id),
      label: t('catalogue.filters.lengthCm', { length: c.id }),
      count: c.count,
    })),
    filters.length,
    (id) => t('catalogue.filters.lengthCm', { length: id }),
  ).sort((a, b) => Number(a.value) - Number(b.value));
  const originChoices = withChosen(
    (facets?.origin ?? []).map((c) => ({ value: c.id, label: countryName(c.id, language), count: c.count })),
    filters.origin,
    (id) => countryName(id, language),
  ).sort(byLabel);

  const arrivedChoices: Choice[] = NEW_CHOICES.map((n) => ({
    value: String(n),
    label: n === 1 ? t('shop.filters.arrivedToday') : t('shop.filters.arrivedDays', { count: n }),
  }));
  // Without a search the shop shows its newest arrivals first; with one, its best matches.
  const sortChoices: Choice[] = [
    ...(search.trim() ? [{ value: '', label: t('shop.filters.sortRelevance') }] : []),
    { value: search.trim() ? 'arrival' : '', label: t('shop.filters.sortArrival') },
    { value: 'name', label: t('shop.filters.sortName') },
  ];

  const chosen = [
    filters.category,
    filters.section,
    filters.colour,
    filters.length,
    filters.origin,
    filters.new,
  ].filter((v) => v !== undefined).length;
  // One translation per render instead of one per choice (about a hundred, on every keystroke of
  // a search): the text with markers where the label and the count go, filled in per choice. A
  // count given as text asks i18next for no plural form.
  const withCount = t('catalogue.filters.withCount', { label: '\u0001', count: '\u0002' });
  const label = (choice: Choice) =>
    choice.count === undefined
      ? choice.label
      : withCount.replace('\u0001', () => choice.label).replace('\u0002', () => String(choice.count));

  const select = (
    name: string,
    title: string,
    all: string | null,
    value: string | number | undefined,
    choices: Choice[],
  ) => (
    <label className="flex flex-col text-sm font-semibold text-leaf-900">
      {title}
      <select className="input mt-1" value={value ?? ''} onChange={(e) => onFilter({ [name]: e.target.value || null })}>
        {all !== null && <option value="">{all}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {label(c)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div role="search">
      <div className="flex items-end gap-2">
        <label className="flex flex-1 flex-col text-sm font-semibold text-leaf-900">
          {t('shop.filters.search')}
          <input
            type="search"
            className="input mt-1"
            placeholder={t('shop.filters.searchPlaceholder')}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </label>
        <button
          ref={opener}
          type="button"
          className="btn btn-secondary min-h-11 sm:hidden"
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {chosen > 0 ? t('catalogue.filters.moreActive', { count: chosen }) : t('catalogue.filters.more')}
        </button>
      </div>
      {open && <div className="fixed inset-0 z-40 bg-black/40 sm:hidden" aria-hidden="true" onClick={close} />}
      <div
        ref={sheet}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? t('catalogue.filters.sheetTitle') : undefined}
        className={`${
          open
            ? 'fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl'
            : 'hidden'
        } sm:static sm:z-auto sm:mt-3 sm:block sm:max-h-none sm:overflow-visible sm:rounded-none sm:bg-transparent sm:p-0 sm:shadow-none`}
      >
        <p className="mb-3 font-serif text-lg text-leaf-900 sm:hidden">{t('catalogue.filters.sheetTitle')}</p>
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {select(
            'category',
            t('shop.filters.category'),
            t('shop.filters.allCategories'),
            filters.category,
            categoryChoices,
          )}
          {select(
            'section',
            t('shop.filters.section'),
            t('shop.filters.allSections'),
            filters.section,
            PRICE_LIST_SECTIONS.map((s) => ({ value: s, label: t(`footer.sections.${s}`) })),
          )}
          {select(
            'colour',
            t('catalogue.filters.colour'),
            t('catalogue.filters.allColours'),
            filters.colour,
            colourChoices,
          )}
          {select(
            'length',
            t('catalogue.filters.length'),
            t('catalogue.filters.allLengths'),
            filters.length,
            lengthChoices,
          )}
          {select(
            'origin',
            t('catalogue.filters.origin'),
            t('catalogue.filters.allOrigins'),
            filters.origin,
            originChoices,
          )}
          {select(
            'sort',
            t('shop.filters.sort'),
            null,
            filters.sort === 'arrival' && !search.trim() ? '' : filters.sort,
            sortChoices,
          )}
          {select('new', t('shop.filters.arrived'), t('shop.filters.arrivedAny'), filters.new, arrivedChoices)}
        </div>
        <div className="mt-4 flex flex-wrap gap-2 sm:hidden">
          <button type="button" className="btn btn-primary min-h-11 flex-1" onClick={close}>
            {total === undefined ? t('common.close') : t('catalogue.filters.show', { count: total })}
          </button>
          {chosen > 0 && (
            <button
              type="button"
              className="btn btn-secondary min-h-11"
              onClick={() =>
                onFilter({ category: null, section: null, colour: null, length: null, origin: null, new: null })
              }
            >
              {t('catalogue.filters.clear')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** The choices with the one in the address kept (a choice no product has any more still shows as chosen). */
function withChosen(choices: Choice[], chosen: string | number | undefined, label: (id: string) => string): Choice[] {
  if (chosen === undefined || choices.some((c) => c.value === String(chosen))) return choices;
  return [...choices, { value: String(chosen), label: label(String(chosen)), count: 0 }];
}

/** Labels compared without case or accents ("Équateur" among the E's); no Intl on the shop's first screen (issue 19). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const byLabel = (a: Choice, b: Choice) => {
  const [x, y] = [folded(a.label), folded(b.label)];
  return x < y ? -1 : x > y ? 1 : 0;
};
