import type { Screen } from '@parlance/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import type { RouteHandle } from '../lib/access';
import { RootLayout } from './routes/root-layout';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

type LazyRoute = RouteObject['lazy'];

/**
 * A tenant page guarded by its screen's entry in the shared SCREEN_ACCESS table: the tenant layout shows the
 * "not allowed" page instead when the user lacks the authority.
 */
const screenRoute = (
  path: string,
  screen: Screen,
  lazy: LazyRoute,
  extra: Omit<RouteHandle, 'screen'> = {},
): RouteObject => ({ path, lazy, handle: { screen, ...extra } satisfies RouteHandle }) as RouteObject;

const sectionLanding = () => import('./routes/section-landing');

/**
 * The route tree (spec section 2). Every page is a lazy route, so the router app's chunk only carries the router
 * and the root layout; public pages and tenant pages come in their own chunks. /login opened first is drawn
 * without the router at all (`login-boot.tsx`); this tree's /login route shows the same page once the router runs.
 */
export const tenantRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/tenant-index') },
  screenRoute('home', 'home', () => import('./routes/home')),
  screenRoute('studio', 'studio', sectionLanding),
  screenRoute('studio/dashboard', 'studio/dashboard', () => import('./routes/studio-dashboard')),
  screenRoute('studio/simulator', 'studio/simulator', () => import('./routes/studio-simulator')),
  screenRoute('studio/settings', 'studio/settings', () => import('./routes/studio-settings')),
  // The conversation builder is part of Studio settings: the same access, full screen without navigation
  // (`hidesNavigation`).
  screenRoute('studio/builder/:programId', 'studio/settings', () => import('./routes/studio-builder')),
  screenRoute('admin', 'admin', sectionLanding),
  screenRoute(
    'admin/account-management/users',
    'admin/account-management/users',
    () => import('./routes/admin-users'),
  ),
  screenRoute(
    'admin/account-management/agents',
    'admin/account-management/agents',
    () => import('./routes/admin-agents'),
  ),
  screenRoute(
    'admin/role-management/standard',
    'admin/role-management/standard',
    () => import('./routes/admin-roles'),
  ),
  screenRoute('admin/programs', 'admin/programs', () => import('./routes/admin-programs')),
  screenRoute(
    'admin/agent-attributes/departments',
    'admin/agent-attributes/departments',
    () => import('./routes/admin-departments'),
  ),
  screenRoute('supervisor', 'supervisor', () => import('./routes/supervisor')),
  // Reporting (DESIGN.md section 8): one screen's access for all its pages; /reporting leads to its first page.
  screenRoute('reporting', 'reporting', sectionLanding),
  screenRoute('reporting/funnel', 'reporting', () => import('./routes/reporting-funnel')),
  screenRoute('reporting/time-in-stage', 'reporting', () => import('./routes/reporting-time-in-stage')),
  screenRoute('reporting/flow', 'reporting', () => import('./routes/reporting-flow')),
  screenRoute('reporting/assist-impact', 'reporting', () => import('./routes/reporting-assist-impact')),
  screenRoute('reporting/agents', 'reporting', () => import('./routes/reporting-agents')),
  screenRoute('reporting/model-quality', 'reporting', () => import('./routes/reporting-model-quality')),
  screenRoute('reporting/conversations', 'reporting', () => import('./routes/reporting-conversations')),
  { path: '*', lazy: () => import('./routes/tenant-not-found') },
];

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
        children: tenantRoutes,
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
