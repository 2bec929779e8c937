import { CHANGE_PASSWORD_PATH } from '@parlance/shared';
import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { AppShell, PageLoading } from '../../components/layout';
import { SIDEBAR_WIDTH, SideNav, showsNavigation, useSidebarOpen } from '../../components/side-nav';
import { canSee, useRouteHandle } from '../../lib/access';
import { isApiError } from '../../lib/api-client';
import { homePath, useSession } from '../../lib/auth';
import { useCurrentTenant } from '../../lib/tenant';
import { SignedInProviders } from '../providers';
import { NotAllowed } from './not-allowed';
import { Component as NotFound } from './not-found';
import { Component as TenantNotFound } from './tenant-not-found';

/**
 * The frame of every /{tenantPublicId}/… page. Loads the current tenant (spec section 2): 401 sends the user to
 * /login, any other failure renders nothing. Users with a temporary password must change it first. Each page's
 * route names its screen; a user without that screen's authority gets the "not allowed" page, and a path of
 * another tenant gets "not found" (its existence is not confirmed). The signed-in pages' providers (query cache,
 * toasts) start here, in this route's chunk.
 */
export const Component = () => (
  <SignedInProviders>
    <TenantLayout />
  </SignedInProviders>
);

const TenantLayout = () => {
  const { tenantPublicId = '' } = useParams();
  const session = useSession();
  const tenant = useCurrentTenant();
  const handle = useRouteHandle();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  // The first render of the frame and its page is most of a load's work: rendered as a deferred update, React
  // splits it into short slices instead of one long task that blocks input.
  const shown = useDeferredValue(!tenant.isPending && session.status !== 'unknown');

  if (!/^\d+$/.test(tenantPublicId)) return <NotFound />;
  if (tenant.isPending) return <PageLoading />;
  if (tenant.isError) {
    return isApiError(tenant.error) && tenant.error.status === 401 ? <Navigate to="/login" replace /> : null;
  }
  if (session.status === 'unknown' || !shown) return <PageLoading />;
  const { account } = session;
  if (account.status === 'TEMP_PASSWORD') return <Navigate to={CHANGE_PASSWORD_PATH} replace />;

  const home = homePath(tenant.data.publicId);
  // A session that ended while the page was open (anonymous) keeps the page under the expiry banner: its data
  // calls answer 401 anyway, and the banner leads to /login.
  const allowed = session.status !== 'authenticated' || !handle.screen || canSee(account, handle.screen);
  let page: ReactNode = <Outlet />;
  if (String(tenant.data.publicId) !== tenantPublicId) page = <TenantNotFound />;
  else if (!allowed) page = <NotAllowed homePath={home} />;

  const navigation = showsNavigation(account) && !handle.hideNavigation;
  const userName = account.fullName || [account.firstName, account.lastName].filter(Boolean).join(' ');
  return (
    <AppShell
      homePath={home}
      tenantName={tenant.data.name}
      userName={userName}
      sidebar={
        navigation ? (
          <SideNav account={account} tenant={tenant.data} open={sidebarOpen} onOpenChange={setSidebarOpen} />
        ) : undefined
      }
      sidebarWidth={sidebarOpen ? SIDEBAR_WIDTH.open : SIDEBAR_WIDTH.collapsed}
    >
      {page}
    </AppShell>
  );
};
