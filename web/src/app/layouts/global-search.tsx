import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { customerListQuery } from '@/api/customers';
import { productListQuery } from '@/api/products';
import { SearchCombobox, type SearchResults } from '@/components/form/search-combobox';
import { Modal } from '@/components/ui/modal';
import { paths, withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { useCan } from '@/lib/staff-access';
import { ticketListQuery } from '@/features/tickets';

type Kind = 'customer' | 'order' | 'product';
interface Found {
  kind: Kind;
  id: number;
  label: string;
  detail: string;
  to: string;
}
const PER_KIND = 4;
const KINDS: readonly Kind[] = ['customer', 'order', 'product'];

/** What each kind found opens, and so who may search it: the customers', orders' and inventory's readers. */
const KIND_PERMISSIONS = { customer: 'customers.read', order: 'orders', product: 'inventory' } as const;

/**
 * Customers by name, orders by number (or customer), products by name or code: four of each,
 * of the kinds the member may open (the server answers the others' lists 403).
 */
function useFound(search: string, enabled: boolean): SearchResults<Found> {
  const language = useLanguage();
  const can = useCan();
  const may = (kind: Kind) => enabled && can(KIND_PERMISSIONS[kind]);
  const customers = useQuery({
    ...customerListQuery({ search, filter: 'all', limit: PER_KIND, sort: 'businessName', order: 'asc' }),
    enabled: may('customer'),
  });
  const orders = useQuery({ ...ticketListQuery({ search, limit: PER_KIND }), enabled: may('order') });
  const products = useQuery({
    ...productListQuery({ search, limit: PER_KIND, sort: 'relevance', active: 'all' }, language),
    enabled: may('product'),
  });
  const queries = [
    ['customer', customers],
    ['order', orders],
    ['product', products],
  ] as const;
  const asked = queries.filter(([kind]) => can(KIND_PERMISSIONS[kind])).map(([, query]) => query);
  const options: Found[] = [
    ...(orders.data?.orders ?? []).map((o) => ({
      kind: 'order' as const,
      id: o.id,
      label: o.number,
      detail: o.customer_name,
      to: paths.admin.ticketView(o.id),
    })),
    ...(customers.data?.customers ?? []).map((c) => ({
      kind: 'customer' as const,
      id: c.id,
      label: c.businessName,
      detail: [c.city, c.email].filter(Boolean).join(' · '),
      to: paths.admin.customerView(c.id),
    })),
    ...(products.data?.products ?? []).map((p) => ({
      kind: 'product' as const,
      id: p.id,
      label: productName(p, language),
      detail: p.sku,
      to: `${paths.admin.inventory}?search=${encodeURIComponent(p.sku)}`,
    })),
  ];
  return {
    options,
    current: asked.every((q) => q.data !== undefined && !q.isPlaceholderData),
    loaded: asked.every((q) => q.data !== undefined),
  };
}

const KEY_SPACE: Record<Kind, number> = { order: 0, customer: 1, product: 2 };

/**
 * The back-office's search (issue 17): Ctrl+K (⌘K) from any admin screen, or its button, opens
 * one box across customers, orders by number and products; Enter opens what is highlighted.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A member who may open none of what it finds (a designer) has no search.
  const useful = KINDS.some((kind) => can(KIND_PERMISSIONS[kind]));

  useEffect(() => {
    if (!useful) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [useful]);

  if (!useful) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
        aria-keyshortcuts="Control+K"
        onClick={() => setOpen(true)}
      >
        {t('admin.search.open')} <kbd className="ml-1 hidden text-xs text-gray-700 sm:inline">Ctrl K</kbd>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('admin.search.title')} initialFocus={input}>
        <SearchCombobox<Found>
          ref={input}
          label={t('admin.search.label')}
          placeholder={t('admin.search.placeholder')}
          noneText={t('admin.search.none')}
          useResults={useFound}
          // In the dialog, over nothing: the results make the dialog taller, up to the screen.
          inlineList
          keyOf={(f) => f.id * 3 + KEY_SPACE[f.kind]}
          onPick={(found) => {
            setOpen(false);
            void navigate(withLang(language, found.to));
          }}
          renderOption={(f) => (
            <span className="flex items-baseline justify-between gap-3">
              <span>
                <span className="font-semibold">{f.label}</span>
                <span className="block text-gray-700">{f.detail}</span>
              </span>
              <span className="text-xs font-semibold text-leaf-800 uppercase">{t(`admin.search.kinds.${f.kind}`)}</span>
            </span>
          )}
        />
      </Modal>
    </>
  );
}
