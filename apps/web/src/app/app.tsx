import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { startAnalytics } from '../lib/analytics';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // Usage analytics load after the first render, in their own chunk, and only when configured.
    void startAnalytics();
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
