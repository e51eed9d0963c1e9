import { StandingOrdersScreen } from './components/standing-orders-screen';

/** /customer/standing-orders (issue 38 items 1-2): the florist's own, on a phone first. */
export default function CustomerStandingOrdersPage() {
  return <StandingOrdersScreen scope="own" />;
}
