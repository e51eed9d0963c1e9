import { useTranslation } from 'react-i18next';
import type { ExportKind, Language } from '@shop/contract';
import type { DownloadState } from '../api/download-export';

const sizeFormats = new Map<Language, Intl.NumberFormat>();

/** Bytes as a reader says them: "1.4 MB" / "1,4 Mo". */
function formatSize(bytes: number, language: Language): string {
  let format = sizeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
    sizeFormats.set(language, format);
  }
  return format.format(bytes / 1_000_000);
}

/** One export: what it holds, its download button, and its progress or failure. */
export function ExportCard({
  kind,
  language,
  state,
  disabled,
  onDownload,
}: {
  kind: ExportKind;
  language: Language;
  state: DownloadState | undefined;
  disabled: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const running = state?.state === 'running';
  const titleId = `export-${kind}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <div>
        <h2 id={titleId} className="font-serif text-xl text-leaf-900">
          {t(`exports.kinds.${kind}.title`)}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t(`exports.kinds.${kind}.text`)}</p>
      </div>
      <div className="mt-auto space-y-2">
        <button
          type="button"
          className="btn btn-primary w-full sm:w-auto"
          disabled={disabled || running}
          aria-describedby={titleId}
          onClick={onDownload}
        >
          {running ? t('exports.downloading') : t('exports.download')}
        </button>
        {running && (
          <div role="status" className="flex flex-wrap items-center gap-3 text-sm text-leaf-900">
            <progress
              className="h-2 w-40 accent-leaf-700"
              aria-label={t('exports.progressLabel', { name: t(`exports.kinds.${kind}.title`) })}
              {...(state.progress.total ? { max: state.progress.total, value: state.progress.received } : {})}
            />
            <span>
              {state.progress.received > 0
                ? t('exports.received', { size: formatSize(state.progress.received, language) })
                : t('exports.preparing')}
            </span>
          </div>
        )}
        {state?.state === 'failed' && (
          <p role="alert" className="text-sm font-semibold text-petal-800">
            {state.message}
          </p>
        )}
      </div>
    </article>
  );
}
