import { useEffect, useRef } from 'react';
import { PageLoading } from '../../../components/layout';
import { useLogout } from '../../../lib/auth';

/** /logout: signs out (POST /api/logout, local session cleared) and goes to /login. */
export const LogoutPage = () => {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <PageLoading />;
};
