import { TOAST_ANIMATION_MS } from '@parlance/shared';
import type { ToastMessage } from 'primereact/toast';
import { Toast } from 'primereact/toast';
import { type Ref, useImperativeHandle, useRef } from 'react';
import type { ToastPosition } from './toast-context';

export const POSITIONS: readonly ToastPosition[] = ['top-center', 'bottom-center', 'bottom-right'];
const TRANSITION = { timeout: { enter: TOAST_ANIMATION_MS, exit: TOAST_ANIMATION_MS } };

export interface ToastHostsHandle {
  show(position: ToastPosition, message: ToastMessage): void;
  clear(): void;
}

/**
 * The three PrimeReact toast hosts (top-center, bottom-center, bottom-right). In a chunk of their own, which the
 * toast provider loads when the first toast is shown.
 */
export const ToastHosts = ({ ref }: { ref: Ref<ToastHostsHandle> }) => {
  const hosts = useRef<Record<ToastPosition, Toast | null>>({
    'top-center': null,
    'bottom-center': null,
    'bottom-right': null,
  });
  useImperativeHandle(
    ref,
    () => ({
      show: (position, message) => hosts.current[position]?.show(message),
      clear: () => {
        for (const position of POSITIONS) hosts.current[position]?.clear();
      },
    }),
    [],
  );
  return POSITIONS.map((position) => (
    <Toast
      key={position}
      ref={(toast) => {
        hosts.current[position] = toast;
      }}
      position={position}
      className="app-toast"
      transitionOptions={TRANSITION}
    />
  ));
};
