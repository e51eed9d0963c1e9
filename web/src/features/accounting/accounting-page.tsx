import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { useAccountingSettings } from './api/accounting-settings';
import { AccountsForm } from './components/accounts-form';
import { BooksExportForm } from './components/books-export-form';

/**
 * /admin/accounting (issue 39 item 4): the books of a period for the accountant (Sage 50 Canada,
 * QuickBooks Online or a plain journal), and the accounts they post to.
 */
export default function AccountingPage() {
  const { t } = useTranslation();
  usePageTitle(t('accounting.title'));
  const settings = useAccountingSettings();
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('accounting.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('accounting.lead')}</p>
      <div className="mt-6 space-y-6">
        <BooksExportForm />
        {settings.data ? <AccountsForm settings={settings.data} /> : <QueryStatus query={settings} />}
      </div>
    </section>
  );
}
