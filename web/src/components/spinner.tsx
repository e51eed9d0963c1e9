import { useTranslation } from 'react-i18next';

/** The centred spinner lazily loaded screens show while they load (SPEC §2). */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-leaf-100 border-t-leaf-800 motion-reduce:animate-[spin_2.4s_linear_infinite]" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
