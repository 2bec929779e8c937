import { MESSAGES, TOAST_ANIMATION_MS, TOAST_LIFE_MS } from '@parlance/shared';
import { Toast } from 'primereact/toast';
import { type ReactNode, useMemo, useRef } from 'react';
import { mapApiError } from '../../lib/api-errors';
import { type ToastApi, ToastContext, type ToastOptions, type ToastPosition } from './toast-context';

const POSITIONS: readonly ToastPosition[] = ['top-center', 'bottom-center', 'bottom-right'];
const TRANSITION = { timeout: { enter: TOAST_ANIMATION_MS, exit: TOAST_ANIMATION_MS } };

/**
 * Toast notifications (spec sections 2, 4 and 9): three hosts (top-center, the default; bottom-center;
 * bottom-right), life 3000 ms unless sticky, hovering pauses the timer, 300 ms animations, at most 25rem wide.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const hosts = useRef<Record<ToastPosition, Toast | null>>({
    'top-center': null,
    'bottom-center': null,
    'bottom-right': null,
  });

  const api = useMemo<ToastApi>(() => {
    const show = ({
      position = 'top-center',
      life = TOAST_LIFE_MS,
      sticky = false,
      ...rest
    }: ToastOptions) => {
      hosts.current[position]?.show({ severity: 'info', life, sticky, closable: true, ...rest });
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
        for (const position of POSITIONS) hosts.current[position]?.clear();
      },
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {POSITIONS.map((position) => (
        <Toast
          key={position}
          ref={(toast) => {
            hosts.current[position] = toast;
          }}
          position={position}
          className="app-toast"
          transitionOptions={TRANSITION}
        />
      ))}
    </ToastContext.Provider>
  );
};
