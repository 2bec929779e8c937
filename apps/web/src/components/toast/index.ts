export {
  type SuccessAction,
  type ToastApi,
  type ToastOptions,
  type ToastPosition,
  type ToastSeverity,
  useToast,
} from './toast-context';
export { ToastProvider } from './toast-provider';
