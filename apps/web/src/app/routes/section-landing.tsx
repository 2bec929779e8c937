import { Navigate, useLocation } from 'react-router';
import { firstEntryPath, menuSectionOf } from '../../components/side-nav';
import { homePath, useSession } from '../../lib/auth';
import { useCurrentTenant } from '../../lib/tenant';
import { NotAllowed } from './not-allowed';

/**
 * /{tenantPublicId}/studio and /{tenantPublicId}/admin, where the Studio and Admin entries lead: the first page of
 * that section's menu the user may open. The tenant layout has already checked the section's own authority.
 */
export const Component = () => {
  const { pathname } = useLocation();
  const { account } = useSession();
  const tenant = useCurrentTenant();
  if (!tenant.data) return null;
  const target = firstEntryPath(menuSectionOf(pathname), account, tenant.data);
  return target ? <Navigate to={target} replace /> : <NotAllowed homePath={homePath(tenant.data.publicId)} />;
};
