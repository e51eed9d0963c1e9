import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths } from '@/config/paths';
import { useSupplier } from './api/suppliers';
import { SupplierForm } from './components/supplier-form';
import { SupplierProducts } from './components/supplier-products';

/** /admin/suppliers/create and /admin/suppliers/edit/{id}: a supplier's details, then its products. */
export default function SupplierFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const supplier = useSupplier(id);
  const title = supplier.data?.name ?? t(id === null ? 'purchasing.suppliers.create' : 'purchasing.suppliers.edit');
  usePageTitle(title);
  return (
    <section>
      <nav aria-label={t('purchasing.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.suppliers} className="text-leaf-800 underline">
          {t('purchasing.suppliers.title')}
        </LangLink>
      </nav>
      <h1 className="mt-2 mb-6 font-serif text-3xl font-bold text-leaf-900">{title}</h1>
      {id === null ? (
        <SupplierForm supplier={null} />
      ) : supplier.data ? (
        <>
          <SupplierForm key={supplier.data.id} supplier={supplier.data} />
          <SupplierProducts supplier={supplier.data} />
        </>
      ) : (
        <QueryStatus query={supplier} />
      )}
    </section>
  );
}
