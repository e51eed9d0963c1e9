import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { BarChart, type ChartRow } from './bar-chart';

export interface FigureRow extends ChartRow {
  /** The list this row sums, where there is one. */
  to?: string;
}

/**
 * One figure of the dashboard: its chart, and beside it (below on a phone) its table, what a
 * screen reader reads and a person copies; a link to the list it sums and its XLSX.
 */
export function FigureCard({
  title,
  rows,
  format,
  xlsx,
  list,
  columns,
  empty,
}: {
  title: string;
  rows: FigureRow[];
  format: (n: number) => string;
  xlsx: string;
  list?: { to: string; label: string };
  /** The headers of the numbers: this period and, where compared, the year before. */
  columns: [string] | [string, string];
  empty?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="min-w-0 rounded-lg bg-white p-4 ring-1 ring-leaf-100" aria-label={title}>
      <h2 className="font-serif text-xl font-bold text-leaf-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-gray-700">{empty ?? t('dashboard.none')}</p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-4 xl:grid-cols-2">
          <div className="min-w-0">
            <BarChart title={title} rows={rows} format={format} />
            {columns.length === 2 && (
              <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-gray-700" aria-hidden="true">
                <span>
                  <span className="mr-1 inline-block h-2 w-4 bg-leaf-700 align-middle" />
                  {columns[0]}
                </span>
                <span>
                  <span className="mr-1 inline-block h-2 w-4 border border-leaf-700 bg-leaf-100 align-middle" />
                  {columns[1]}
                </span>
              </p>
            )}
          </div>
          <div className="min-w-0 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-leaf-100 text-left">
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {t('dashboard.item')}
                  </th>
                  {columns.map((c) => (
                    <th key={c} scope="col" className="py-1 pl-2 text-right font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-leaf-50">
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      {row.to ? (
                        <LangLink to={row.to} className="text-leaf-800 underline underline-offset-2">
                          {row.label}
                        </LangLink>
                      ) : (
                        row.label
                      )}
                    </th>
                    <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{format(row.value)}</td>
                    {columns.length === 2 && (
                      <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
                        {row.previous === undefined || row.previous === null ? '—' : format(row.previous)}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        {list && (
          <LangLink to={list.to} className="font-semibold text-leaf-800 underline underline-offset-2">
            {list.label}
          </LangLink>
        )}
        <a href={xlsx} download className="font-semibold text-leaf-800 underline underline-offset-2">
          {t('dashboard.xlsx', { figure: title })}
        </a>
      </p>
    </section>
  );
}
