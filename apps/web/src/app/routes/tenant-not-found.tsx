import { Link } from 'react-router';
import { homePath } from '../../lib/auth';
import { useCurrentTenant } from '../../lib/tenant';

/**
 * A tenant path no route knows, or any path of another tenant (inside the signed-in frame). The link goes to
 * the user's own dashboard, never to the other tenant's.
 */
export const Component = () => {
  const tenant = useCurrentTenant();
  return (
    <div className="page" data-testid="tenant-not-found">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to={tenant.data ? homePath(tenant.data.publicId) : '/'}>Back to the dashboard</Link>
      </p>
    </div>
  );
};
