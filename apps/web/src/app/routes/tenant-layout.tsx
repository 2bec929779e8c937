import { CHANGE_PASSWORD_PATH, hidesNavigation, pageHeaderOf, userDisplayName } from '@parlance/shared';
import { type ReactNode, useCallback, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { AdminPage } from '../../components/admin-page/admin-page';
import { AppShell, PageLoading } from '../../components/layout';
import { SIDEBAR_WIDTH, SideNav, showsNavigation, useSidebarOpen } from '../../components/side-nav';
import { canSee, screenOfPath, useRouteHandle } from '../../lib/access';
import { isApiError } from '../../lib/api-client';
import { accountStore, homePath, useSession } from '../../lib/auth';
import { takeFirstPaintTenant } from '../../lib/first-paint';
import { currentTenantQueryOptions, useCurrentTenant } from '../../lib/tenant';
import { SignedInProviders } from '../providers';
import { getAppQueryClient } from '../query-client';
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

/**
 * Asks for the tenant and the account as soon as this route's module has loaded, alongside the page's own chunks,
 * rather than after the first render of the route tree. Returns at once: the layout shows its loading state.
 */
export const loader = () => {
  const queryClient = getAppQueryClient();
  // A signed-in page the server drew first came with the tenant (`lib/first-paint.ts`).
  const tenant = takeFirstPaintTenant();
  if (tenant) queryClient.setQueryData(currentTenantQueryOptions.queryKey, tenant);
  else void queryClient.prefetchQuery(currentTenantQueryOptions);
  // The account store loads on its first watcher.
  accountStore.subscribe(() => {})();
  return null;
};

/** The tenant and the account are kept fresh by their own caches: navigating inside the tenant needs no loader. */
export const shouldRevalidate = () => false;

const TenantLayout = () => {
  const { tenantPublicId = '' } = useParams();
  const { pathname, search } = useLocation();
  const session = useSession();
  const tenant = useCurrentTenant();
  const handle = useRouteHandle();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const closeSidebar = useCallback(() => setSidebarOpen(false), [setSidebarOpen]);
  // The first render of a page is most of a load's work: the frame (with the tenant's name, the first large text)
  // renders at once, the page as a deferred update that React splits into short slices instead of one long task.
  // Deferred from the first render too, when the tenant and the account are known at once (a first paint).
  const pageShown = useDeferredValue(!tenant.isPending && session.status !== 'unknown', false);

  if (!/^\d+$/.test(tenantPublicId)) return <NotFound />;
  if (tenant.isPending) return <PageLoading />;
  if (tenant.isError) {
    return isApiError(tenant.error) && tenant.error.status === 401 ? <Navigate to="/login" replace /> : null;
  }
  if (session.status === 'unknown') return <PageLoading />;
  const { account } = session;
  if (account.status === 'TEMP_PASSWORD') return <Navigate to={CHANGE_PASSWORD_PATH} replace />;

  const home = homePath(tenant.data.publicId);
  // A session that ended while the page was open (anonymous) keeps the page under the expiry banner: its data
  // calls answer 401 anyway, and the banner leads to /login.
  const allowed = session.status !== 'authenticated' || !handle.screen || canSee(account, handle.screen);
  // Until the page renders, its header (as the server's first paint drew it, `pageHeaderFirstPaintHtml`) stands
  // in its place, so that nothing the user has read leaves the screen.
  const header = pageHeaderOf(screenOfPath(pathname), `${pathname}${search}`, account);
  let page: ReactNode = pageShown ? (
    <Outlet />
  ) : header ? (
    <AdminPage {...header}>
      <PageLoading />
    </AdminPage>
  ) : (
    <PageLoading />
  );
  if (String(tenant.data.publicId) !== tenantPublicId) page = <TenantNotFound />;
  else if (!allowed) page = <NotAllowed homePath={home} />;

  const navigation = showsNavigation(account) && !hidesNavigation(pathname);
  const userName = userDisplayName(account);
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
      sidebarOpen={sidebarOpen}
      onSidebarClose={closeSidebar}
    >
      {page}
    </AppShell>
  );
};
