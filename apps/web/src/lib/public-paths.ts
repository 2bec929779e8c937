import { PUBLIC_PATHS } from '@parlance/shared';

const RESET_PREFIX = '/account/reset';

/** Public pages (spec section 2): /login, /signup and every /account/reset… page; no session-expiry checks. */
export const isPublicPath = (pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    PUBLIC_PATHS.some((publicPath) => path === publicPath.replace(/\/+$/, '')) ||
    path.startsWith(RESET_PREFIX)
  );
};
