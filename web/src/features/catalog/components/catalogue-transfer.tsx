import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportReply } from '@shop/contract';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { catalogueExportHref, useCatalogueImport } from '../api/products';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** What the file would do: new products, changed ones (each field old → new), unchanged, rows refused. */
function Preview({ preview }: { preview: CatalogueImportReply }) {
  const { t } = useTranslation();
  // Codes and names are long words on a phone (a 40-character SKU): they wrap rather than widen the dialog.
  return (
    <div className="space-y-4 break-words">
      <p role="status" className="font-semibold text-leaf-900">
        {t('products.transfer.summary', {
          created: preview.created.length,
          changed: preview.changed.length,
          unchanged: preview.unchanged,
          rejected: preview.rejected.length,
        })}
      </p>
      {preview.rejected.length > 0 && (
        <section aria-labelledby="transfer-rejected">
          <h3 id="transfer-rejected" className="font-semibold text-red-800">
            {t('products.transfer.rejected', { count: preview.rejected.length })}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {preview.rejected.map((r) => (
              <li key={`${r.row}-${r.field}`}>{t('products.transfer.rejectedRow', r)}</li>
            ))}
          </ul>
        </section>
      )}
      {preview.created.length > 0 && (
        <section aria-labelledby="transfer-created">
          <h3 id="transfer-created" className="font-semibold text-leaf-900">
            {t('products.transfer.created', { count: preview.created.length })}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {preview.created.map((c) => (
              <li key={c.sku}>{t('products.transfer.createdRow', { ...c, count: c.packs })}</li>
            ))}
          </ul>
        </section>
      )}
      {preview.changed.length > 0 && (
        <section aria-labelledby="transfer-changed">
          <h3 id="transfer-changed" className="font-semibold text-leaf-900">
            {t('products.transfer.changed', { count: preview.changed.length })}
          </h3>
          <ul className="space-y-2 text-sm">
            {preview.changed.map((c) => (
              <li key={c.sku}>
                <span className="font-medium">{t('products.transfer.changedRow', c)}</span>
                <ul className="list-disc pl-5">
                  {c.fields.map((f) => (
                    <li key={f.field} className="break-words">
                      {f.field}: {show(f.old)} <span aria-hidden="true">→</span>
                      <span className="sr-only"> {t('audit.to')} </span> {show(f.new)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * The catalogue in and out (issue 36, item 4): download it as XLSX, upload it edited, read the
 * preview, then apply it (one transaction, or nothing when a row is refused).
 */
export function CatalogueTransfer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<CatalogueImportReply | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = useCatalogueImport();

  const run = async (apply: boolean) => {
    if (!file) {
      setError(t('products.transfer.chooseFile'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    setProgress(0);
    try {
      const reply = await send.mutateAsync({ file, apply, onProgress: setProgress });
      if (apply) {
        toast.success(t('products.transfer.applied', { count: reply.data.created.length + reply.data.changed.length }));
        onDone();
      } else setPreview(reply.data);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('products.errors.import');
      setError(message);
      toast.error(message);
    }
  };
  const canApply =
    preview !== null && preview.rejected.length === 0 && preview.created.length + preview.changed.length > 0;

  return (
    <div className="space-y-4">
      <p>
        <a className="btn btn-secondary" href={catalogueExportHref} download>
          {t('products.transfer.download')}
        </a>
      </p>
      <p className="text-sm text-gray-700">{t('products.transfer.intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-semibold text-leaf-900">
          {t('products.transfer.file')}
        </label>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fileId}-error` : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setPreview(null);
            setError(undefined);
          }}
        />
        {error && (
          <p id={`${fileId}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-secondary" disabled={send.isPending} onClick={() => void run(false)}>
          {t('products.transfer.preview')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={send.isPending || !canApply}
          onClick={() => void run(true)}
        >
          {t('products.transfer.apply')}
        </button>
        {send.isPending && <UploadProgress fraction={progress} />}
      </div>
      {preview && <Preview preview={preview} />}
    </div>
  );
}
