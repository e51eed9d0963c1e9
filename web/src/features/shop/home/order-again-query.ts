import { customerOrdersQuery } from '@/features/customer-orders';

/** How many of the last orders are offered again. */
export const LAST = 3;

/** The customer's last orders, a few more than LAST as credit notes are not offered again. */
export const orderAgainQuery = (customerId: number) => customerOrdersQuery(customerId, 1, LAST + 2);
