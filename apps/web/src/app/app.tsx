import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { afterPageLoad, startAnalytics } from '../lib/analytics';
import { createAppRouter } from './router';

/**
 * The router and nothing else: the session is a small store of its own (`lib/auth`), and the query cache and the
 * toasts come with the signed-in pages' layout (`SignedInProviders`).
 */
export const App = () => {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // Usage analytics load once the page has loaded and the browser is idle, in their own chunk, and only when
    // configured; page views and clicks before then wait in the queue.
    void startAnalytics({ whenReady: afterPageLoad });
  }, []);
  return <RouterProvider router={router} />;
};
