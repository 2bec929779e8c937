// The shared package's source, for the config loader runs on Node without TypeScript.
import { ENDPOINT_ACCESS } from '../../../packages/shared/src/access.ts';
import type { ListSpec } from '../../../packages/shared/src/list-query.ts';
import { USER_LIST_SPEC } from '../../../packages/shared/src/users.ts';
import { LOGIN_BOOT_PATH } from '../src/app/boot-path.ts';

/**
 * The module the entry (`src/main.tsx`) imports for every address but the sign-in page opened first: the router
 * app, `src/{path}.tsx`.
 */
export const APP_BOOT = 'app/app';
/** The module the entry imports for /login opened first: the sign-in page without the router. */
export const LOGIN_BOOT = 'app/login-boot';

/** A page of `app/router.tsx` and the modules it needs before it is usable. */
export interface RoutePage {
  /** Matched against `location.pathname`. */
  pattern: RegExp;
  /** When set, matched against `location.search` too (a tab named in the address); the first matching row counts. */
  search?: RegExp;
  /** The page's name in the benchmark. */
  page: string;
  /** The module the entry imports for the page (`src/{path}.tsx`); `APP_BOOT` unless said otherwise. */
  boot?: string;
  /**
   * Route modules, `src/app/routes/{name}.ts(x)`: the page's own and those of the layouts it is nested in (none
   * for a page whose boot module draws it without the router).
   */
  modules: string[];
  /**
   * Modules the page imports with `import()` (`React.lazy`) but shows nothing useful without, such as the section of
   * the open tab: `src/{path}.ts(x)`. Everything else a page imports lazily (dialogs, forms, the graph canvas, the
   * trend chart) comes when it is opened, after the page is usable, and is left out here on purpose.
   */
  lazyModules?: string[];
  /**
   * The list the page shows first, asked for by the page's first script when the address has no table state
   * (`src/lib/early-list.ts`): its API path (`{tenantPublicId}` taken from the address), the authorities of which
   * the signed-in user needs one, and its list spec, whose default sort the table starts from.
   */
  list?: { path: string; authorities: readonly string[]; spec: ListSpec };
}

/** The people pages' lists (`components/people`), by page. */
const PEOPLE_LISTS: Record<string, RoutePage['list']> = {
  'admin-users': {
    path: '/{tenantPublicId}/api/users',
    authorities: ENDPOINT_ACCESS['GET /:tenantPublicId/api/users'],
    spec: USER_LIST_SPEC,
  },
  'admin-agents': {
    path: '/{tenantPublicId}/api/agents',
    authorities: ENDPOINT_ACCESS['GET /:tenantPublicId/api/agents'],
    spec: USER_LIST_SPEC,
  },
};

/**
 * What each page needs before it can draw. Read by the build, which preloads it for the page opened first, and by
 * the bundle benchmark. A page missing here still works; it only loads its chunks a little later (the router app
 * is preloaded for it all the same).
 */
export const ROUTE_MODULES: RoutePage[] = [
  // Opened first, /login is the sign-in page alone; the router's /login route shows the same page later on.
  { pattern: LOGIN_BOOT_PATH, page: '/login', boot: LOGIN_BOOT, modules: [] },
  { pattern: /^\/signup\/?$/, page: '/signup', modules: ['signup'] },
  { pattern: /^\/logout\/?$/, page: '/logout', modules: ['logout'] },
  { pattern: /^\/account\/reset\/?$/, page: '/account/reset/', modules: ['reset-init'] },
  { pattern: /^\/account\/reset\/finish\/?$/, page: '/account/reset/finish', modules: ['reset-finish'] },
  {
    pattern: /^\/account\/change-password\/?$/,
    page: '/account/change-password',
    modules: ['change-password'],
  },
  ...(
    [
      ['home', 'home'],
      ['studio/dashboard', 'studio-dashboard'],
      ['studio/simulator', 'studio-simulator'],
      ['studio/settings', 'studio-settings'],
      ['admin/account-management/users', 'admin-users'],
      ['admin/account-management/agents', 'admin-agents'],
      ['admin/role-management/standard', 'admin-roles'],
      ['admin/programs', 'admin-programs'],
      ['supervisor', 'supervisor'],
      ['reporting/funnel', 'reporting-funnel'],
      ['reporting/time-in-stage', 'reporting-time-in-stage'],
      ['reporting/flow', 'reporting-flow'],
      ['reporting/assist-impact', 'reporting-assist-impact'],
      ['reporting/agents', 'reporting-agents'],
      ['reporting/model-quality', 'reporting-model-quality'],
      ['reporting/conversations', 'reporting-conversations'],
    ] as const
  ).map(([path, name]) => ({
    pattern: new RegExp(`^/\\d+/${path}/?$`),
    page: `/{t}/${path}`,
    modules: ['tenant-layout', name],
    // The drill-down's route chunk is its heading and request; the table comes in a chunk of its own.
    ...(name === 'reporting-conversations'
      ? { lazyModules: ['features/reporting/components/conversations-report'] }
      : {}),
    ...(PEOPLE_LISTS[name] ? { list: PEOPLE_LISTS[name] } : {}),
  })),
  // Reporting's menu entry and product card open /reporting in a new tab: it leads to the funnel at once.
  {
    pattern: /^\/\d+\/reporting\/?$/,
    page: '/{t}/reporting',
    modules: ['tenant-layout', 'section-landing', 'reporting-funnel'],
  },
  // Admin Settings: each tab's section is a chunk of its own (`?tab=`, none for Departments).
  ...(
    [
      ['client-apps', 'client-apps-section'],
      ['time-zone', 'time-zone-section'],
      ['api-keys', 'api-keys-section'],
      ['webhooks', 'webhooks-section'],
      ['audit-log', 'audit-log-section'],
      [undefined, 'departments-section'],
    ] as const
  ).map(([tab, section]) => ({
    pattern: /^\/\d+\/admin\/agent-attributes\/departments\/?$/,
    ...(tab ? { search: new RegExp(`[?&]tab=${tab}(&|$)`) } : {}),
    page: `/{t}/admin/agent-attributes/departments${tab ? `?tab=${tab}` : ''}`,
    modules: ['tenant-layout', 'admin-departments'],
    lazyModules: [`features/admin/departments/components/${section}`],
  })),
];
