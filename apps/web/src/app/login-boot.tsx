import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LoginPage } from '../features/auth/components/login-page';
import { afterPageLoad, trackPage } from '../lib/analytics/tracker';
import { type NavigateOptions, type Navigation, NavigationProvider } from '../lib/navigation';
import type { AppRouter } from './router';

type AppModule = typeof import('./app');

/**
 * What taking over from the sign-in page needs: the router app, and the router's own /login route, which the
 * router loads first (it starts where the page is) before it moves on.
 */
const loadApp = (): Promise<AppModule> =>
  Promise.all([import('./app'), import('./routes/login')]).then(([app]) => app);

let appLoading: Promise<AppModule> | undefined;

/** Loads the router app once; a failed load is tried again on the next call. */
const preloadApp = (): Promise<AppModule> => {
  if (!appLoading) {
    appLoading = loadApp();
    appLoading.catch(() => {
      appLoading = undefined;
    });
  }
  return appLoading;
};

/** Resolves once the router has loaded the route of the location it started at. */
const initialized = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** Without the router's code (offline, or a deploy in between): the browser loads the page, which is as good. */
const loadPage = (to: string, { replace = false }: NavigateOptions) => {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
};

/**
 * Hands the page over to the router app at `to`: the router starts at /login, loads the target's route and moves
 * there as a link inside the app would (a new history entry, or the current one replaced), and only then is drawn
 * in place of the sign-in page, so that the form stays until the next page can show. Returns the router, or
 * nothing when the page is being loaded by the browser instead.
 */
const handOver = async (root: Root, to: string, options: NavigateOptions): Promise<AppRouter | undefined> => {
  let app: AppModule;
  try {
    app = await preloadApp();
  } catch (error) {
    console.error(error);
    loadPage(to, options);
    return undefined;
  }
  const router = app.createAppRouter();
  await initialized(router);
  await router.navigate(to, { replace: options.replace ?? false });
  app.renderApp(root, router);
  return router;
};

/**
 * /login opened first (`main.tsx`): the sign-in page with React alone, the router and every other page left out of
 * what it loads before it is usable. Following one of its links, signing in, or a signed-in user landing here hands
 * the page over to the router app (`handOver`), in the same root. The page view is counted as the router counts
 * it; the router app is fetched once the page has loaded and the browser is idle, or when the user points at or
 * focuses a link, whichever comes first.
 */
export const bootLogin = (root: Root): void => {
  let handingOver: Promise<AppRouter | undefined> | undefined;
  const prefetch = () => {
    preloadApp().catch(() => undefined);
  };
  const navigation: Navigation = {
    navigate: (to, options = {}) => {
      // A later navigation (e.g. the sign-in ending after a link was followed) goes on in the router.
      if (handingOver) void handingOver.then((router) => router?.navigate(to, options));
      else handingOver = handOver(root, to, options);
    },
    prefetch,
  };
  root.render(
    <StrictMode>
      <NavigationProvider value={navigation}>
        <LoginPage />
      </NavigationProvider>
    </StrictMode>,
  );
  const { origin, pathname } = window.location;
  // The page view the router's root layout would count (analytics themselves start in the entry).
  trackPage({ path: pathname, url: `${origin}${pathname}`, title: document.title });
  void afterPageLoad().then(prefetch);
};
