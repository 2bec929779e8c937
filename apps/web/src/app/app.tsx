import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { afterPageLoad, startAnalytics } from '../lib/analytics';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // Usage analytics load once the page has loaded and the browser is idle, in their own chunk, and only when
    // configured; page views and clicks before then wait in the queue.
    void startAnalytics({ whenReady: afterPageLoad });
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
