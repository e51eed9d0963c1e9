import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stripLang, withLang } from '@/config/paths';
import { rememberLanguage } from '@/i18n/detect-language';
import { useLanguage } from '@/lib/language';

/** Opens the same page in the other language and remembers the choice (the island's too, decision 044). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    <Link
      to={withLang(other, stripLang(location.pathname)) + location.search}
      onClick={() => rememberLanguage(other)}
      data-language-switch={other}
      lang={other}
      hrefLang={other}
      aria-label={t('common.switchToLabel')}
      className={`rounded-full border border-leaf-800 px-3 py-1.5 text-sm font-semibold text-leaf-800 hover:bg-leaf-50 ${className}`}
    >
      {t('common.switchTo')}
    </Link>
  );
}
