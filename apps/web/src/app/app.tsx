import { StrictMode, startTransition, useState } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { accountStore } from '../lib/auth/account-store';
import { takeFirstPaintAccount } from '../lib/first-paint';
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

/** Resolves once the router has loaded the modules of the page it opened with. */
const whenInitialized = (router: AppRouter): Promise<void> =>
  router.state.initialized
    ? Promise.resolve()
    : new Promise((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });

/**
 * Draws the router app in the page's root. A signed-in page the server drew first (`lib/first-paint.ts`) starts
 * from the account it was given, and keeps its drawn frame until the router can draw the page, with no loading
 * state in between.
 */
export const renderApp = async (root: Root, router?: AppRouter): Promise<void> => {
  const account = takeFirstPaintAccount();
  if (account) accountStore.set(account);
  // After the account is known: the router's loaders start as it is made.
  const appRouter = router ?? createAppRouter();
  if (!account) {
    root.render(
      <StrictMode>
        <App router={appRouter} />
      </StrictMode>,
    );
    return;
  }
  await whenInitialized(appRouter);
  // The frame is on screen already: React may take the first render in short slices, leaving the page responsive
  // meanwhile, rather than in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={appRouter} />
      </StrictMode>,
    );
  });
};
