import { Navigate } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { homePath, useSession } from '../../lib/auth/session';

/** "/": the user's home when signed in, else /login. */
export const RootRedirect = () => {
  const session = useSession();
  if (session.status === 'unknown') return <PageLoading />;
  if (session.status === 'authenticated') {
    return <Navigate to={homePath(session.account.tenantPublicId)} replace />;
  }
  return <Navigate to="/login" replace />;
};
