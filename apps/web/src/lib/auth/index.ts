export { fetchAccount, isAnonymous, loadAccount, sessionHint } from './account';
export {
  type AccountSnapshot,
  accountStore,
  onSessionDataReset,
  resetSessionData,
} from './account-store';
export { type LoginOutcome, login } from './login';
export { performLogout, useLogout } from './logout';
export { homePath, type Session, type SessionStatus, useRefreshAccount, useSession } from './session';
export { sessionFlags, useLoggedOut } from './session-flags';
export { type SignInOptions, useSignIn } from './sign-in';
