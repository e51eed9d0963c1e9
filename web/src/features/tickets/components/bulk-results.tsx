import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderBulkResult } from '@shop/contract';
import type { BulkAction } from '../api/bulk';

/**
 * What the last bulk action did, order by order: done, or why not (the server's words). Its
 * heading takes the focus so that a screen reader reads the outcome at once.
 */
export function BulkResults(props: { action: BulkAction; results: OrderBulkResult[]; onClose: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.results]);
  const failed = props.results.filter((r) => !r.ok).length;

  return (
    <section
      aria-labelledby="bulk-results-title"
      className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100"
      data-testid="bulk-results"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bulk-results-title" ref={heading} tabIndex={-1} className="font-serif text-lg text-leaf-900">
          {t(`tickets.bulk.${props.action}`)}:{' '}
          {t('tickets.bulk.summary', { done: props.results.length - failed, failed })}
        </h2>
        <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-sm" onClick={props.onClose}>
          {t('tickets.bulk.closeResults')}
        </button>
      </div>
      <ul className="mt-2 divide-y divide-leaf-100 text-sm">
        {props.results.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-x-3 py-1.5">
            <span className="font-semibold">{r.number ?? `#${r.id}`}</span>
            {r.ok ? (
              <span className="text-leaf-800">{t('tickets.bulk.done')}</span>
            ) : (
              <span className="text-petal-800">
                {t('tickets.bulk.notDone')} {r.message}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
