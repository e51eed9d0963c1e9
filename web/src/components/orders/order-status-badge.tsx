import type { OrderStatus } from '@shop/contract';
import { useLabels } from '@/lib/use-labels';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  confirmed: 'bg-leaf-100 text-leaf-900',
  ready: 'bg-sky-100 text-sky-900',
  delivered: 'bg-gray-200 text-gray-900',
  cancelled: 'bg-petal-100 text-petal-800',
};

/** An order's status in words and colour (never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label } = useLabels();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {label('orderStatus', status)}
    </span>
  );
}
