import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { montrealTime } from '@shop/contract/delivery';
import { isoDate } from '@shop/contract/dates';
import { EXPORT_KINDS, EXPORT_MAX_DAYS, rangeDays } from '@shop/contract/exports';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/components/page-title';
import { useExportDownload } from './api/download-export';
import { ExportCard } from './components/export-card';
import { ExportRange, type RangeValues } from './components/export-range';

/** This month in Montreal: its first and last days. */
function thisMonth(): { from: string; to: string } {
  const today = montrealTime(new Date()).date;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** /admin/export-excel (PRODUCT.md Export): XLSX files of a date range, one button each. */
export default function ExportsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('exports.title'));
  const [range, setRange] = useState<RangeValues>(() => ({ ...thisMonth(), lang: language }));
  const { states, download } = useExportDownload();

  const valid = isoDate.safeParse(range.from).success && isoDate.safeParse(range.to).success;
  const error = !valid
    ? t('exports.range.invalid')
    : range.from > range.to
      ? t('exports.range.reversed')
      : rangeDays(range.from, range.to) > EXPORT_MAX_DAYS
        ? t('exports.range.tooLong', { days: EXPORT_MAX_DAYS })
        : null;

  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('exports.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('exports.lead')}</p>
      <div className="mt-6">
        <ExportRange values={range} error={error} onChange={setRange} />
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {EXPORT_KINDS.map((kind) => (
          <ExportCard
            key={kind}
            kind={kind}
            language={language}
            state={states[kind]}
            disabled={error !== null}
            onDownload={() => void download(kind, range)}
          />
        ))}
      </div>
    </section>
  );
}
