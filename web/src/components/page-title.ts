import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '@/api/site';

/** Sets the document title ("Page · Business") and the description for the current screen. */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useTranslation();
  const business = useSiteInfo().data?.business.name;
  useEffect(() => {
    document.title = business ? `${title} · ${business}` : title;
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', description ?? t('meta.description'));
  }, [title, description, business, t]);
}
