import { hasAuthority, ROLES } from '@parlance/shared';
import { useCallback } from 'react';
import { useSession } from '../../../../lib/auth';

/**
 * The server's rule for who may grant what: admins grant anything; other holders of p-create_roles only the
 * permissions they hold themselves, though a role may keep the ones it has. The forms disable the rest.
 */
export const useMayGrant = (): ((permission: string, current: readonly string[]) => boolean) => {
  const { account } = useSession();
  const authorities = account.authorities;
  return useCallback(
    (permission, current) =>
      hasAuthority(authorities, ROLES.admin) ||
      current.includes(permission) ||
      hasAuthority(authorities, permission),
    [authorities],
  );
};
