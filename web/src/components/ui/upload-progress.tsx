import { useTranslation } from 'react-i18next';

/**
 * An upload in two phases: the bytes going out (a bar with the percentage), then the server
 * reading them (an indeterminate bar). Announced politely to screen readers.
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const sent = fraction >= 1;
  const label = sent
    ? t('common.upload.processing')
    : t('common.upload.sending', { percent: Math.round(fraction * 100) });
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 text-sm text-leaf-900">
      <progress
        className="h-2 w-48 accent-leaf-700"
        aria-label={label}
        max={1}
        {...(sent ? {} : { value: fraction })}
      />
      <span>{label}</span>
    </div>
  );
}
