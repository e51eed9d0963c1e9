import { Outlet } from 'react-router';
import { SiteFrame } from './public-layout';

/** The staff back-office (SPEC §2, prefix /admin). */
export function AdminLayout() {
  return (
    <SiteFrame>
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
