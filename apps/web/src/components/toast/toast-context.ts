import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

export type ToastPosition = 'top-center' | 'bottom-center' | 'bottom-right';
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastOptions {
  severity?: ToastSeverity;
  summary?: ReactNode;
  detail?: ReactNode;
  /** How long the toast stays, in ms (default TOAST_LIFE_MS, 3000). Hovering pauses it. */
  life?: number;
  /** A sticky toast stays until closed. */
  sticky?: boolean;
  /** The host; top-center by default. */
  position?: ToastPosition;
  closable?: boolean;
}

export type SuccessAction = 'created' | 'updated' | 'deleted';

export interface ToastApi {
  show(options: ToastOptions): void;
  /** "Successfully {action} {thing}" / "{thing} was successfully {detailAction ?? action}". */
  showSuccess(
    thing: string,
    action: SuccessAction,
    options?: ToastOptions & { detailAction?: SuccessAction | 'archived' },
  ): void;
  /** The generic error toast: summary "Unknown Error" and the generic detail unless given. */
  showError(options?: ToastOptions): void;
  /** An error toast for a failed call, with the texts of the error mapping. */
  showApiError(error: unknown, options?: ToastOptions): void;
  clear(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
};
