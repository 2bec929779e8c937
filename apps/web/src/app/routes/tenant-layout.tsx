import { CHANGE_PASSWORD_PATH } from '@parlance/shared';
import { Navigate, Outlet, useParams } from 'react-router';
import { AppShell, PageLoading } from '../../components/layout';
import { isApiError } from '../../lib/api-client';
import { homePath, useSession } from '../../lib/auth';
import { useCurrentTenant } from '../../lib/tenant';
import { Component as NotFound } from './not-found';

/**
 * The frame of every /{tenantPublicId}/… page. Loads the current tenant (spec section 2): 401 sends the user to
 * /login, any other failure renders nothing. Users with a temporary password must change it first.
 */
export const Component = () => {
  const { tenantPublicId = '' } = useParams();
  const session = useSession();
  const tenant = useCurrentTenant();

  if (!/^\d+$/.test(tenantPublicId)) return <NotFound />;
  if (tenant.isPending) return <PageLoading />;
  if (tenant.isError) {
    return isApiError(tenant.error) && tenant.error.status === 401 ? <Navigate to="/login" replace /> : null;
  }
  if (session.status === 'unknown') return <PageLoading />;
  if (session.status === 'authenticated' && session.account.status === 'TEMP_PASSWORD') {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  if (String(tenant.data.publicId) !== tenantPublicId) {
    // Another tenant's address: the user's own tenant home instead (never another tenant's data).
    return <Navigate to={homePath(tenant.data.publicId)} replace />;
  }

  const { account } = session;
  const userName = account.fullName || [account.firstName, account.lastName].filter(Boolean).join(' ');
  return (
    <AppShell homePath={homePath(tenant.data.publicId)} tenantName={tenant.data.name} userName={userName}>
      <Outlet />
    </AppShell>
  );
};
