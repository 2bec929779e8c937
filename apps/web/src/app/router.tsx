import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/layout';
import { RootLayout } from './routes/root-layout';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

/**
 * The route tree (spec section 2). Every page is a lazy route, so the first load only carries the router, the
 * session and the toasts; public pages and tenant pages come in their own chunks.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoading,
    children: [
      { index: true, Component: RootRedirect },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'signup', lazy: () => import('./routes/signup') },
      { path: 'logout', lazy: () => import('./routes/logout') },
      { path: 'account/reset', lazy: () => import('./routes/reset-init') },
      { path: 'account/reset/finish', lazy: () => import('./routes/reset-finish') },
      { path: 'account/change-password', lazy: () => import('./routes/change-password') },
      {
        path: ':tenantPublicId',
        lazy: () => import('./routes/tenant-layout'),
        children: [
          { index: true, lazy: () => import('./routes/tenant-index') },
          { path: 'home', lazy: () => import('./routes/home') },
          { path: '*', lazy: () => import('./routes/tenant-not-found') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
