import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderList } from '@shop/contract';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
import { OrderSummaryCard } from './order-summary-card';

interface Props {
  query: UseQueryResult<OrderList>;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  emptyText: string;
  label: string;
  showInvoice?: boolean;
}

/** A server page of the customer's orders, with its pagination. */
export function OrderList({ query, page, limit, onPage, emptyText, label, showInvoice = false }: Props) {
  const orders = query.data?.orders;
  return (
    <div aria-busy={query.isFetching}>
      <ul className="space-y-3" aria-label={label}>
        {orders?.map((order) => (
          <li key={order.id}>
            <OrderSummaryCard order={order} showInvoice={showInvoice} />
          </li>
        ))}
      </ul>
      <ListStatus query={query} isEmpty={orders?.length === 0} emptyText={emptyText} />
      {query.data && query.data.pagination.total > 0 && (
        <div className="mt-4">
          <Pagination
            page={page}
            limit={limit}
            total={query.data.pagination.total}
            capped={query.data.pagination.capped}
            onPage={onPage}
          />
        </div>
      )}
    </div>
  );
}
