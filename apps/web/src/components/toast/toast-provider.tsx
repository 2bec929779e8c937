import { MESSAGES, TOAST_LIFE_MS } from '@parlance/shared';
import { type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { mapApiError } from '../../lib/api-errors';
import { type ToastApi, ToastContext, type ToastOptions } from './toast-context';
import type { ToastHostsHandle } from './toast-hosts';

type HostsModule = typeof import('./toast-hosts');
let hostsModule: HostsModule | undefined;
let hostsLoading: Promise<HostsModule> | undefined;

/** Loads the toast hosts' chunk (PrimeReact's Toast) once; pages that never toast never load it. */
export const loadToastHosts = (): Promise<HostsModule> => {
  hostsLoading ??= import('./toast-hosts').then((loaded) => {
    hostsModule = loaded;
    return loaded;
  });
  return hostsLoading;
};

type HostsAction = (hosts: ToastHostsHandle) => void;

/**
 * Toast notifications (spec sections 2, 4 and 9): three hosts (top-center, the default; bottom-center;
 * bottom-right), life 3000 ms unless sticky, hovering pauses the timer, 300 ms animations, at most 25rem wide.
 * The hosts are rendered from the first toast on (or at once when their chunk is already loaded); toasts asked
 * for meanwhile are shown as soon as they are there. A provider inside another adds nothing: the page keeps one set
 * of hosts.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) =>
  useContext(ToastContext) ? children : <ToastHostsProvider>{children}</ToastHostsProvider>;

const ToastHostsProvider = ({ children }: { children: ReactNode }) => {
  const [loaded, setLoaded] = useState(() => hostsModule);
  const hosts = useRef<ToastHostsHandle | null>(null);
  const pending = useRef<HostsAction[]>([]);

  const withHosts = useCallback((action: HostsAction) => {
    if (hosts.current) {
      action(hosts.current);
      return;
    }
    pending.current.push(action);
    void loadToastHosts().then(setLoaded);
  }, []);

  const attachHosts = useCallback((handle: ToastHostsHandle | null) => {
    hosts.current = handle;
    if (handle) for (const action of pending.current.splice(0)) action(handle);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = ({
      position = 'top-center',
      life = TOAST_LIFE_MS,
      sticky = false,
      ...rest
    }: ToastOptions) => {
      withHosts((handle) =>
        handle.show(position, { severity: 'info', life, sticky, closable: true, ...rest }),
      );
    };
    return {
      show,
      showSuccess: (thing, action, { detailAction, ...options } = {}) =>
        show({
          severity: 'success',
          summary: MESSAGES.successSummary(action, thing),
          detail: MESSAGES.successDetail(thing, detailAction ?? action),
          ...options,
        }),
      showError: (options = {}) =>
        show({
          severity: 'error',
          summary: MESSAGES.genericErrorSummary,
          detail: MESSAGES.genericErrorDetail,
          ...options,
        }),
      showApiError: (error, options = {}) => {
        const info = mapApiError(error);
        show({ severity: 'error', summary: info.title, detail: info.detail, ...options });
      },
      clear: () => {
        pending.current = [];
        hosts.current?.clear();
      },
    };
  }, [withHosts]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {loaded ? <loaded.ToastHosts ref={attachHosts} /> : null}
    </ToastContext.Provider>
  );
};
