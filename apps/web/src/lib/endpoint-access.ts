import { canAccess, ENDPOINT_ACCESS, type Endpoint } from '@parlance/shared';
import { useCallback } from 'react';
import { useSession } from './auth';

/** Whether authorities allow a call, as the shared ENDPOINT_ACCESS table says (the server reads the same). */
export const mayCall = (authorities: readonly string[] | undefined, endpoint: Endpoint): boolean =>
  canAccess(authorities, ENDPOINT_ACCESS[endpoint]);

/**
 * Whether the signed-in user may make a call, so that a page shows only the buttons that would work
 * (`useMayCall()('POST /:tenantPublicId/api/programs')`).
 */
export const useMayCall = (): ((endpoint: Endpoint) => boolean) => {
  const { account, status } = useSession();
  const authorities = status === 'authenticated' ? account.authorities : undefined;
  return useCallback((endpoint: Endpoint) => mayCall(authorities, endpoint), [authorities]);
};
