import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface DelayedRedirectOptions {
  /** The current page path; read when scheduling and again when the delay is over. */
  getPath?: () => string;
}

/**
 * Spec section 4: navigates to `to` after `delayMs`, but only if the page path is still the one it was when the
 * redirect was scheduled (the user may have moved on meanwhile). Returns a function that cancels it.
 */
export const scheduleRedirect = (
  navigate: (to: string) => void,
  to: string,
  delayMs: number,
  { getPath = () => window.location.pathname }: DelayedRedirectOptions = {},
): (() => void) => {
  const scheduledOn = getPath();
  const timer = setTimeout(() => {
    if (getPath() === scheduledOn) navigate(to);
  }, delayMs);
  return () => clearTimeout(timer);
};

/** The same, as a hook bound to the router; pending redirects are cancelled on unmount. */
export const useDelayedRedirect = (): ((to: string, delayMs: number) => () => void) => {
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);
  const cancels = useRef(new Set<() => void>());

  useEffect(() => {
    const pending = cancels.current;
    return () => {
      for (const cancel of pending) cancel();
      pending.clear();
    };
  }, []);

  return useCallback(
    (to: string, delayMs: number) => {
      const cancel = scheduleRedirect((target) => navigate(target), to, delayMs, {
        getPath: () => pathRef.current,
      });
      cancels.current.add(cancel);
      return () => {
        cancel();
        cancels.current.delete(cancel);
      };
    },
    [navigate],
  );
};
