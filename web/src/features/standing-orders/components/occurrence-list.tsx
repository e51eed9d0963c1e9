import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Occurrence, StandingOrder } from '@shop/contract';
import { standingLineKey } from '@shop/contract/standing-orders';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useLabels } from '@/lib/use-labels';
import { withToasts } from '@/lib/toast-action';
import { useChangeOccurrence, useOccurrences, useSkipOccurrence, type Scope } from '../api';
import { lineName } from './line-name';

const BADGE: Record<Occurrence['status'], string> = {
  planned: 'bg-leaf-50 text-leaf-900',
  ordered: 'bg-blue-50 text-blue-900',
  skipped: 'bg-gray-100 text-gray-800',
  failed: 'bg-red-50 text-red-800',
};

/**
 * The next eight weeks of a standing order (issue 38 item 2): each occurrence's delivery day,
 * what became of it, the day it becomes an order, the closed day it moved for; one still planned
 * can be skipped or given its own quantities until then.
 */
export function OccurrenceList({ scope, standing }: { scope: Scope; standing: StandingOrder }) {
  const { t } = useTranslation();
  const occurrences = useOccurrences(scope, standing.id);
  if (!occurrences.data) return <QueryStatus query={occurrences} />;
  if (occurrences.data.length === 0) return <p className="text-gray-700">{t('standingOrders.occ.none')}</p>;
  return (
    <ul className="space-y-2" aria-label={t('standingOrders.occ.title')}>
      {occurrences.data.map((o) => (
        <OccurrenceItem key={o.date} scope={scope} standing={standing} occurrence={o} />
      ))}
    </ul>
  );
}

function OccurrenceItem({
  scope,
  standing,
  occurrence: o,
}: {
  scope: Scope;
  standing: StandingOrder;
  occurrence: Occurrence;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const skip = useSkipOccurrence(scope);
  const [changing, setChanging] = useState(false);
  const day = formatDay(o.delivery_date, language);
  const open = o.status === 'planned' && standing.status !== 'ended';
  return (
    <li className="rounded-xl p-3 ring-1 ring-leaf-100" data-testid={`occurrence-${o.date}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-leaf-900">
          {day}{' '}
          <span className={`ml-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[o.status]}`}>
            {t(`standingOrders.occ.status.${o.status}`)}
          </span>
        </p>
        {open && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-secondary"
              aria-expanded={changing}
              aria-label={t('standingOrders.occ.changeOne', { date: day })}
              onClick={() => setChanging((c) => !c)}
            >
              {t('standingOrders.occ.change')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={t('standingOrders.occ.skipOne', { date: day })}
              disabled={skip.isPending}
              onClick={() =>
                void withToasts(
                  () => skip.mutateAsync({ id: standing.id, date: o.date }),
                  t('standingOrders.errors.save'),
                )
              }
            >
              {t('standingOrders.occ.skip')}
            </button>
          </div>
        )}
      </div>
      {o.moved_for && (
        <p className="mt-1 text-sm text-gray-700">
          {t('standingOrders.occ.moved', {
            date: formatDay(o.date, language),
            name: language === 'fr' ? o.moved_for.name_fr : o.moved_for.name_en,
          })}
        </p>
      )}
      {o.status === 'planned' && (
        <p className="mt-1 text-sm text-gray-700">
          {t('standingOrders.occ.ordersOn', { date: formatDay(o.orders_on, language) })}
          {o.lines && ` ${t('standingOrders.occ.ownQuantities')}`}
        </p>
      )}
      {changing && open && (
        <QuantityForm scope={scope} standing={standing} occurrence={o} day={day} onDone={() => setChanging(false)} />
      )}
    </li>
  );
}

/** That one occurrence's quantities, one per line of the standing order (0: not this time). */
function QuantityForm({
  scope,
  standing,
  occurrence,
  day,
  onDone,
}: {
  scope: Scope;
  standing: StandingOrder;
  occurrence: Occurrence;
  day: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { unitSize } = useLabels();
  const change = useChangeOccurrence(scope);
  const own = new Map((occurrence.lines ?? []).map((l) => [standingLineKey(l), l.quantity] as const));
  const [quantities, setQuantities] = useState(() =>
    standing.lines.map((l) => own.get(standingLineKey(l)) ?? l.quantity),
  );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const lines = standing.lines.map((l, i) => ({
      product_id: l.product_id,
      pack_id: l.pack_id,
      quantity: quantities[i] ?? 0,
    }));
    const done = await withToasts(
      () => change.mutateAsync({ id: standing.id, date: occurrence.date, lines }),
      t('standingOrders.errors.save'),
    );
    if (done) onDone();
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('standingOrders.occ.changeOne', { date: day })}
      className="mt-3 space-y-3"
    >
      <p className="text-sm text-gray-700">{t('standingOrders.occ.changeHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {standing.lines.map((l, i) => (
          <TextField
            key={standingLineKey(l)}
            label={lineName(l, language, unitSize)}
            type="number"
            inputMode="numeric"
            min={0}
            max={9999}
            value={quantities[i] ?? 0}
            onChange={(e) =>
              setQuantities((q) => q.map((value, j) => (j === i ? Math.max(0, Number(e.target.value) || 0) : value)))
            }
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {t('standingOrders.occ.saveQuantities')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
