import { useTranslation } from 'react-i18next';
import type { CustomerListItem } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/staff-access';
import { withToasts } from '@/lib/toast-action';
import { useDeleteCustomer, useToggleCustomer } from '../api/customers';

const small = 'btn min-h-9 px-3 py-1 text-sm';
const danger = `${small} text-petal-800 ring-1 ring-petal-300 hover:bg-petal-100`;

/**
 * View, edit, activate or deactivate, delete: one customer's actions in the list. Edit,
 * (de)activate and delete are for those who may write customers (customers.write, as on the
 * server); deactivating and deleting ask first.
 */
export function CustomerRowActions({
  customer,
  showView = true,
}: {
  customer: Pick<CustomerListItem, 'id' | 'businessName' | 'active' | 'status'>;
  showView?: boolean;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const toggle = useToggleCustomer();
  const remove = useDeleteCustomer();
  const name = customer.businessName;
  const setActive = (active: boolean) =>
    void withToasts(
      () => toggle.mutateAsync({ id: customer.id, active, type: 'status' }),
      t('customers.errors.toggle'),
    );

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {showView && (
        <LangLink
          to={paths.admin.customerView(customer.id)}
          className={`${small} btn-secondary`}
          aria-label={t('customers.viewNamed', { name })}
        >
          {t('customers.view')}
        </LangLink>
      )}
      {can('customers.write') && (
        <>
          <LangLink
            to={paths.admin.customerEdit(customer.id)}
            className={`${small} btn-secondary`}
            aria-label={t('customers.editNamed', { name })}
          >
            {t('customers.edit')}
          </LangLink>
          {customer.status === 'approved' &&
            (customer.active ? (
              <ConfirmDialog
                trigger={
                  <button type="button" className={danger} disabled={toggle.isPending}>
                    {t('customers.deactivate')}
                  </button>
                }
                title={t('customers.deactivateTitle', { name })}
                description={t('customers.deactivateText')}
                confirmLabel={t('customers.deactivate')}
                onConfirm={() => setActive(false)}
              />
            ) : (
              <button
                type="button"
                className={`${small} btn-secondary`}
                disabled={toggle.isPending}
                onClick={() => setActive(true)}
              >
                {t('customers.activate')}
              </button>
            ))}
          <ConfirmDialog
            trigger={
              <button type="button" className={danger}>
                {t('customers.delete')}
              </button>
            }
            title={t('customers.deleteTitle', { name })}
            description={t('customers.deleteText')}
            confirmLabel={t('customers.delete')}
            onConfirm={() => void withToasts(() => remove.mutateAsync(customer.id), t('customers.errors.delete'))}
          />
        </>
      )}
    </div>
  );
}
