import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LangLink } from './lang-link';

/** Home › current page, as a navigation landmark. */
export function Breadcrumb({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <LangLink to={paths.home} className="text-leaf-800 underline underline-offset-4">
            {t('common.home')}
          </LangLink>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
