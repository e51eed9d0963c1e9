import { useTranslation } from 'react-i18next';
import type { CustomerListItem } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { withToasts } from '@/lib/toast-action';
import { useDeleteCustomer, useToggleCustomer } from '../api/customers';

const small = 'btn min-h-9 px-3 py-1 text-sm';

/** View, edit, activate or deactivate, delete: one customer's actions in the list. */
export function CustomerRowActions({
  customer,
  showView = true,
}: {
  customer: Pick<CustomerListItem, 'id' | 'businessName' | 'active' | 'status'>;
  showView?: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useToggleCustomer();
  const remove = useDeleteCustomer();

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {showView && (
        <LangLink
          to={paths.admin.customerView(customer.id)}
          className={`${small} btn-secondary`}
          aria-label={t('customers.viewNamed', { name: customer.businessName })}
        >
          {t('customers.view')}
        </LangLink>
      )}
      <LangLink
        to={paths.admin.customerEdit(customer.id)}
        className={`${small} btn-secondary`}
        aria-label={t('customers.editNamed', { name: customer.businessName })}
      >
        {t('customers.edit')}
      </LangLink>
      {customer.status === 'approved' && (
        <button
          type="button"
          className={`${small} btn-secondary`}
          onClick={() =>
            void withToasts(
              () => toggle.mutateAsync({ id: customer.id, active: !customer.active, type: 'status' }),
              t('customers.errors.toggle'),
            )
          }
        >
          {customer.active ? t('customers.deactivate') : t('customers.activate')}
        </button>
      )}
      <ConfirmDialog
        trigger={
          <button type="button" className={`${small} text-petal-800 ring-1 ring-petal-300 hover:bg-petal-100`}>
            {t('customers.delete')}
          </button>
        }
        title={t('customers.deleteTitle', { name: customer.businessName })}
        description={t('customers.deleteText')}
        confirmLabel={t('customers.delete')}
        onConfirm={() => void withToasts(() => remove.mutateAsync(customer.id), t('customers.errors.delete'))}
      />
    </div>
  );
}
