import { useTranslation } from 'react-i18next';
import type { Supplier } from '@shop/contract';
import { countryName } from '@shop/contract/countries';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SelectField } from '@/components/form/select-field';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/ui/list-controls';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';
import { useSupplierList } from './api/suppliers';

const LIMIT = 25;
const ACTIVE = ['true', 'false', 'all'] as const;
type Active = (typeof ACTIVE)[number];

/** /admin/suppliers: the farms and brokers the shop buys from, a page at a time (issue 37 item 1). */
export default function SuppliersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('purchasing.suppliers.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  const active: Active = ACTIVE.find((a) => a === params.get('active')) ?? 'true';
  const list = useSupplierList({ page, limit: LIMIT, active, ...(debounced ? { search: debounced } : {}) });
  const columns: DataColumn<Supplier>[] = [
    {
      id: 'name',
      header: t('purchasing.suppliers.fields.name'),
      rowHeader: true,
      cell: (s) => (
        <LangLink to={paths.admin.supplierEdit(s.id)} className="font-semibold text-leaf-800 underline">
          {s.name}
        </LangLink>
      ),
    },
    {
      id: 'country',
      header: t('purchasing.suppliers.fields.country'),
      cell: (s) => countryName(s.country, language) + (s.province ? ` (${s.province})` : ''),
    },
    { id: 'currency', header: t('purchasing.suppliers.fields.currency'), cell: (s) => s.currency },
    {
      id: 'lead',
      header: t('purchasing.suppliers.fields.lead_time_days'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (s) => t('purchasing.suppliers.days', { count: s.lead_time_days }),
    },
    { id: 'email', header: t('purchasing.suppliers.fields.email'), cell: (s) => s.email },
    {
      id: 'active',
      header: t('purchasing.suppliers.fields.active'),
      cell: (s) => t(s.active ? 'purchasing.suppliers.isActive' : 'purchasing.suppliers.isInactive'),
    },
  ];
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('purchasing.suppliers.title')}</h1>
        <LangLink to={paths.admin.supplierCreate} className="btn btn-primary">
          {t('purchasing.suppliers.create')}
        </LangLink>
      </div>
      <p className="mt-2 text-gray-700">{t('purchasing.suppliers.lead')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label={t('purchasing.suppliers.filters.active')}
          value={active}
          onChange={(e) => update({ active: e.target.value === 'true' ? null : e.target.value })}
          options={ACTIVE.map((a) => ({ value: a, label: t(`purchasing.suppliers.filters.${a}`) }))}
        />
        <SearchBox
          label={t('purchasing.suppliers.filters.search')}
          placeholder={t('purchasing.suppliers.filters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <DataTable
        className="mt-4"
        tableClassName="min-w-[640px]"
        caption={t('purchasing.suppliers.title')}
        columns={columns}
        rows={list.data?.suppliers}
        rowKey={(s) => s.id}
        query={list}
        emptyText={t('purchasing.suppliers.empty')}
        pagination={pagination(LIMIT, list.data?.pagination)}
      />
    </section>
  );
}
