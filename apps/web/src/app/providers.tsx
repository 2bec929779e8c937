import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../lib/auth';

/** Everything the pages rely on: server state, the session's 401 handling and the toasts. */
export const AppProviders = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <QueryClientProvider client={queryClient}>
    <SessionProvider>
      <ToastProvider>{children}</ToastProvider>
    </SessionProvider>
  </QueryClientProvider>
);
