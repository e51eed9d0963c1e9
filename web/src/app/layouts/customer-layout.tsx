import { Outlet } from 'react-router';
import { SiteFrame } from './public-layout';

/** The customer dashboard (SPEC §2): the site frame around the customer's screens. */
export function CustomerLayout() {
  return (
    <SiteFrame>
      <div className="container-page py-8">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
