import { useTranslation } from 'react-i18next';
import type { CustomerDetail, Order } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { useCustomer } from '@/api/customers';
import { formatMoney } from '@/lib/money';

/** The balance confirming a pending order would reach, when that is over the customer's limit. */
export function balanceOverLimit(
  order: Pick<Order, 'status' | 'type' | 'total_cents'>,
  customer: Pick<CustomerDetail, 'balance_cents' | 'credit_limit_cents'>,
): number | null {
  if (order.status !== 'pending' || order.type !== 'order' || customer.credit_limit_cents === null) return null;
  const after = customer.balance_cents + order.total_cents;
  return after > customer.credit_limit_cents ? after : null;
}

/**
 * A pending order waits for staff (PRODUCT.md: an order that would exceed the credit limit is
 * held for staff confirmation): says so when confirming it would take the customer past their limit.
 */
export function CreditLimitWarning({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const held = order.status === 'pending' && order.type === 'order';
  const customer = useCustomer(held ? order.customer_id : 0).data;
  const after = customer ? balanceOverLimit(order, customer) : null;
  if (!customer || after === null) return null;
  return (
    <p role="status" className="rounded-lg bg-petal-100 p-3 font-medium text-petal-800">
      {t('tickets.view.overLimit', {
        balance: formatMoney(after, language),
        limit: formatMoney(customer.credit_limit_cents ?? 0, language),
      })}
    </p>
  );
}
