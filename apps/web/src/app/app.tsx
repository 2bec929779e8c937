import { StrictMode, useState } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { type AppRouter, createAppRouter } from './router';

export { type AppRouter, createAppRouter };

/**
 * The router and nothing else: the session is a small store of its own (`lib/auth`), the query cache and the
 * toasts come with the signed-in pages' layout (`SignedInProviders`), and analytics start in the entry. `router`
 * is one made beforehand (the sign-in page opened first hands over its next location that way,
 * `login-boot.tsx`); else one is made here.
 */
export const App = ({ router: given }: { router?: AppRouter }) => {
  const [router] = useState(() => given ?? createAppRouter());
  return <RouterProvider router={router} />;
};

/** Draws the router app in the page's root. */
export const renderApp = (root: Root, router?: AppRouter): void => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
};
