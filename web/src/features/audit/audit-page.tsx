import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, type AuditEntity, type AuditEvent } from '@shop/contract/audit';
import { useAuditEvents } from '@/api/audit';
import { AuditChangesList } from '@/components/audit-changes';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { DataTable, type DataColumn } from '@/components/data-table';
import { auditActorName } from '@/components/history-panel';
import { usePageTitle } from '@/components/page-title';
import { DateFilter } from '@/components/ui/list-controls';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';

const LIMIT = 25;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const isEntity = (value: string | null): value is AuditEntity =>
  value !== null && (AUDIT_ENTITIES as readonly string[]).includes(value);
const positive = (value: string | null) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/**
 * /admin/audit (issue 15, part 3): the audit trail, newest first, filtered on the server by
 * record type (and number), user and dates. Read-only. Staff for now; the owner once roles exist.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('audit.title'));
  const { params, page, update, pagination } = useListParams();
  const entityParam = params.get('entity');
  const entity = isEntity(entityParam) ? entityParam : undefined;
  const entityId = positive(params.get('entity_id'));
  const user = positive(params.get('user'));
  const userName = params.get('user_name') ?? (user ? `#${user}` : '');
  const from = isDay(params.get('from'));
  const to = isDay(params.get('to'));
  const list = useAuditEvents({
    page,
    limit: LIMIT,
    ...(entity ? { entity } : {}),
    ...(entity && entityId ? { entity_id: entityId } : {}),
    ...(user ? { user } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const system = t('audit.system');
  const columns: DataColumn<AuditEvent>[] = [
    {
      id: 'at',
      header: t('audit.columns.at'),
      rowHeader: true,
      cellClassName: 'whitespace-nowrap',
      cell: (e) => formatDateTime(e.at, language),
    },
    {
      id: 'who',
      header: t('audit.columns.who'),
      cell: (e) => {
        const name = auditActorName(e, system);
        if (e.actor_user_id === null || e.actor_user_id === user) return name;
        return (
          <button
            type="button"
            className="text-left text-leaf-800 underline"
            aria-label={t('audit.filters.byUser', { name })}
            onClick={() => update({ user: String(e.actor_user_id), user_name: name })}
          >
            {name}
          </button>
        );
      },
    },
    {
      id: 'entity',
      header: t('audit.columns.entity'),
      cellClassName: 'whitespace-nowrap',
      cell: (e) => {
        const name = `${t(`audit.entities.${e.entity}`, { defaultValue: e.entity })} #${e.entity_id}`;
        const to = RECORD_PAGES[e.entity as AuditEntity]?.(e.entity_id);
        return to ? (
          <LangLink to={to} className="text-leaf-800 underline">
            {name}
          </LangLink>
        ) : (
          name
        );
      },
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      cell: (e) => t(`audit.actions.${e.action}`, { defaultValue: e.action }),
    },
    { id: 'changes', header: t('audit.columns.changes'), cell: (e) => <AuditChangesList changes={e.changes} /> },
    {
      id: 'address',
      header: t('audit.columns.address'),
      className: 'hidden md:table-cell',
      cellClassName: 'whitespace-nowrap text-gray-700',
      cell: (e) => e.actor_ip ?? '',
    },
  ];
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('audit.title')}</h1>
      <p className="mt-2 text-gray-700">{t('audit.intro')}</p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-leaf-900">
          {t('audit.filters.entity')}
          <select
            className="input mt-1"
            value={entity ?? ''}
            onChange={(e) => update({ entity: e.target.value, entity_id: null })}
          >
            <option value="">{t('audit.filters.allEntities')}</option>
            {AUDIT_ENTITIES.map((value) => (
              <option key={value} value={value}>
                {t(`audit.entities.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {entity && (
          <label className="flex flex-col text-sm font-semibold text-leaf-900">
            {t('audit.filters.entityId')}
            <input
              className="input mt-1 w-32"
              inputMode="numeric"
              value={params.get('entity_id') ?? ''}
              onChange={(e) => update({ entity_id: e.target.value.replace(/\D/g, '') }, { replace: true })}
            />
          </label>
        )}
        <DateFilter label={t('audit.filters.from')} value={from ?? ''} onChange={(v) => update({ from: v })} />
        <DateFilter label={t('audit.filters.to')} value={to ?? ''} onChange={(v) => update({ to: v })} />
        {user && (
          <p className="flex min-h-11 flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-leaf-900">{t('audit.filters.user', { name: userName })}</span>
            <button
              type="button"
              className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
              onClick={() => update({ user: null, user_name: null })}
            >
              {t('audit.filters.clearUser')}
            </button>
          </p>
        )}
      </div>
      <DataTable
        className="mt-4"
        tableClassName="min-w-[720px]"
        caption={t('audit.title')}
        columns={columns}
        rows={list.data?.events}
        rowKey={(e) => e.id}
        query={list}
        emptyText={t('audit.empty')}
        pagination={pagination(LIMIT, list.data?.pagination)}
      />
    </section>
  );
}

/** The records whose page the trail links to, from the row's id. */
const RECORD_PAGES: Partial<Record<AuditEntity, (id: number) => string>> = {
  order: paths.admin.ticketView,
  customer: paths.admin.customerView,
  offer: paths.admin.offerView,
  price_list: paths.admin.priceListEdit,
  claim: paths.admin.claimView,
};
