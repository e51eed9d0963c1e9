import { StandingOrdersScreen } from './components/standing-orders-screen';

/** /admin/standing-orders (issue 38 items 1-2): every customer's, for staff with the orders permission. */
export default function AdminStandingOrdersPage() {
  return <StandingOrdersScreen scope="staff" />;
}
