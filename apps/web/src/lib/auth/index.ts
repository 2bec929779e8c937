export { fetchAccount, isAnonymous, loadAccount, sessionHint } from './account';
export {
  type AccountSnapshot,
  accountStore,
  onSessionDataReset,
  resetSessionData,
} from './account-store';
export { type LoginOutcome, login } from './login';
export { performLogout } from './logout';
export {
  homePath,
  type Session,
  type SessionStatus,
  useLogout,
  useRefreshAccount,
  useSession,
  useSignIn,
} from './session';
export { sessionFlags, useLoggedOut } from './session-flags';
