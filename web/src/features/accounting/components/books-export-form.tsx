import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTING_FORMATS, ACCOUNTING_MAX_YEARS, type AccountingFormat } from '@shop/contract/accounting';
import { addYears } from '@shop/contract/dashboard';
import { montrealTime } from '@shop/contract/delivery';
import { isoDate } from '@shop/contract/dates';
import { useLanguage } from '@/lib/language';
import { useBooksDownload, type BooksQuery } from '../api/download-books';

/** Last month in Montreal: what the accountant usually asks for. */
function lastMonth(): { from: string; to: string } {
  const [year, month] = montrealTime(new Date()).date.split('-').map(Number) as [number, number];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const mm = String(m).padStart(2, '0');
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The export: a period, a format, the download and its progress. */
export function BooksExportForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [query, setQuery] = useState<BooksQuery>(() => ({ ...lastMonth(), format: 'journal', lang: language }));
  const { download, start } = useBooksDownload();
  const running = download.state === 'running';

  const valid = isoDate.safeParse(query.from).success && isoDate.safeParse(query.to).success;
  const error = !valid
    ? t('accounting.export.invalid')
    : query.to < query.from
      ? t('accounting.export.reversed')
      : query.to >= addYears(query.from, ACCOUNTING_MAX_YEARS)
        ? t('accounting.export.tooLong', { years: ACCOUNTING_MAX_YEARS })
        : null;
  const errorId = `${id}-error`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!error && !running) void start(query);
  };
  const date = (key: 'from' | 'to') => (
    <label className="text-sm">
      <span className="mb-1 block font-medium text-leaf-900">{t(`accounting.export.${key}`)}</span>
      <input
        type="date"
        className="input w-full"
        required
        value={query[key]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setQuery({ ...query, [key]: e.target.value })}
      />
    </label>
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:p-5"
      noValidate
    >
      <h2 id={`${id}-title`} className="font-serif text-xl text-leaf-900">
        {t('accounting.export.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('accounting.export.lead')}</p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        {date('from')}
        {date('to')}
        <label className="col-span-2 text-sm sm:col-span-1">
          <span className="mb-1 block font-medium text-leaf-900">{t('accounting.export.format')}</span>
          <select
            className="input w-full"
            value={query.format}
            onChange={(e) => setQuery({ ...query, format: e.target.value as AccountingFormat })}
          >
            {ACCOUNTING_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`accounting.formats.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-3 text-sm text-gray-700">{t(`accounting.formatHints.${query.format}`)}</p>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-petal-800">
          {error}
        </p>
      )}
      <div className="mt-4 space-y-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={error !== null || running}>
          {running ? t('accounting.export.downloading') : t('accounting.export.download')}
        </button>
        {running && (
          <div role="status" className="flex flex-wrap items-center gap-3 text-sm text-leaf-900">
            <progress
              className="h-2 w-40 accent-leaf-700"
              aria-label={t('accounting.export.progress')}
              {...(download.progress.total ? { max: download.progress.total, value: download.progress.received } : {})}
            />
            <span>{t('accounting.export.preparing')}</span>
          </div>
        )}
        {download.state === 'failed' && (
          <p role="alert" className="text-sm font-semibold text-petal-800">
            {download.message}
          </p>
        )}
      </div>
    </form>
  );
}
