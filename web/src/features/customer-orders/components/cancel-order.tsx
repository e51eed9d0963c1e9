import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { beforeDeliveryCutoff } from '@shop/contract/delivery';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { useNow } from '@/lib/use-now';
import { useCancelOwnOrder } from '../api/customer-orders';

/**
 * A pending web order can be cancelled by its florist until the cutoff of its delivery day
 * (issue 34, item 3), after a confirmation; the server checks the same rule.
 */
export function CancelOrder({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelOwnOrder(order.id);
  // Re-read each minute: once the cutoff passes, the button goes.
  const now = useNow(60_000);
  if (order.source !== 'web' || order.status !== 'pending' || !beforeDeliveryCutoff(order.delivery_date, now))
    return null;
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <p className="text-sm text-gray-700">{t('customerOrders.cancel.hint')}</p>
      <ConfirmDialog
        trigger={
          <button type="button" className="btn btn-secondary mt-3" disabled={cancel.isPending}>
            {t('customerOrders.cancel.button')}
          </button>
        }
        title={t('customerOrders.cancel.title')}
        description={t('customerOrders.cancel.text', {
          number: order.number,
          date: formatDay(order.delivery_date, language),
        })}
        confirmLabel={t('customerOrders.cancel.confirm')}
        onConfirm={() =>
          void withToasts(
            () => cancel.mutateAsync(undefined),
            t('customerOrders.cancel.failed'),
            (reply) => reply.message ?? t('customerOrders.cancel.done'),
          )
        }
      />
    </div>
  );
}
