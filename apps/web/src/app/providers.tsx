import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { getAppQueryClient } from './query-client';

/**
 * What the signed-in pages rely on: server state (the app's query cache) and the toasts. The tenant layout puts
 * them around its pages, so that the public pages and the entry chunk load neither.
 */
export const SignedInProviders = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={getAppQueryClient()}>
    <ToastProvider>{children}</ToastProvider>
  </QueryClientProvider>
);
