import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntity, AuditEvent } from '@shop/contract';
import { useAuditEvents } from '@/api/audit';
import { DataTable, type DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useCan } from '@/lib/staff-access';
import { AuditChangesList } from './audit-changes';

const LIMIT = 10;
/** Whether the History panels are open: a choice remembered on this browser, closed at first. */
const OPEN_KEY = 'historyOpen';

/** Who made a change: the user's name, or "System" when no one did. */
export function auditActorName(event: Pick<AuditEvent, 'actor_user_id' | 'actor_name'>, system: string): string {
  if (event.actor_user_id === null) return system;
  return event.actor_name ?? `#${event.actor_user_id}`;
}

type HistoryProps = {
  entity: AuditEntity;
  entityId: number;
  lineName?: (productId: number) => string | undefined;
  className?: string;
};

/**
 * A record's History (issue 15, part 3): its audit trail, newest first, ten at a time: when, who,
 * what was done and the changed fields before → after. On an order, a customer and a product.
 * Closed until asked for (its heading is the button), so that a record's page reads the trail
 * only when someone wants it; the choice is remembered.
 */
export function HistoryPanel(props: HistoryProps) {
  // The audit trail is the owner's (issue 15): other staff see the record without its history.
  const can = useCan();
  return can('audit') ? <HistorySection {...props} /> : null;
}

function HistorySection(props: HistoryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => localStorage.getItem(OPEN_KEY) === '1');
  const headingId = `history-${props.entity}-${props.entityId}`;
  const toggle = () => {
    localStorage.setItem(OPEN_KEY, open ? '0' : '1');
    setOpen(!open);
  };
  return (
    <section aria-labelledby={headingId} className={props.className} data-testid="history-panel">
      <h2 id={headingId} className="mb-3 font-serif text-xl text-leaf-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${headingId}-body`}
          onClick={toggle}
          className="flex items-center gap-2 rounded-md hover:underline"
        >
          <span aria-hidden="true" className={`inline-block transition-transform ${open ? 'rotate-90' : ''}`}>
            ▸
          </span>
          {t('audit.history')}
        </button>
      </h2>
      <div id={`${headingId}-body`}>{open && <HistoryTable {...props} />}</div>
    </section>
  );
}

function HistoryTable({ entity, entityId, lineName }: HistoryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useAuditEvents({ entity, entity_id: entityId, page, limit: LIMIT });
  const columns: DataColumn<AuditEvent>[] = [
    {
      id: 'at',
      header: t('audit.columns.at'),
      rowHeader: true,
      cellClassName: 'whitespace-nowrap',
      cell: (e) => formatDateTime(e.at, language),
    },
    { id: 'who', header: t('audit.columns.who'), cell: (e) => auditActorName(e, t('audit.system')) },
    {
      id: 'action',
      header: t('audit.columns.action'),
      cell: (e) => t(`audit.actions.${e.action}`, { defaultValue: e.action }),
    },
    {
      id: 'changes',
      header: t('audit.columns.changes'),
      cell: (e) => <AuditChangesList changes={e.changes} {...(lineName ? { lineName } : {})} />,
    },
  ];
  return (
    <DataTable
      variant="plain"
      tableClassName="min-w-[560px]"
      caption={t('audit.history')}
      columns={columns}
      rows={list.data?.events}
      rowKey={(e) => e.id}
      query={list}
      emptyText={t('audit.empty')}
      pagination={{
        page,
        limit: LIMIT,
        total: list.data?.pagination.total ?? 0,
        capped: list.data?.pagination.capped,
        onPage: setPage,
        hideSinglePage: true,
      }}
    />
  );
}
