export {
  ACCOUNT_QUERY_KEY,
  accountQueryOptions,
  fetchAccount,
  isAnonymous,
  loadAccount,
  sessionHint,
} from './account';
export { type LoginOutcome, login } from './login';
export { performLogout } from './logout';
export {
  homePath,
  type Session,
  SessionProvider,
  type SessionStatus,
  useLogout,
  useRefreshAccount,
  useSession,
  useSignIn,
} from './session';
export { sessionFlags, useLoggedOut } from './session-flags';
