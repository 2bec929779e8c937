/**
 * Which route modules (`src/app/routes/{name}.ts(x)`) each page of `app/router.tsx` needs before it can draw:
 * its own and those of the layouts it is nested in. Read by the build, which preloads them for the page opened
 * first, and by the bundle benchmark. A page missing here still works; it only loads its chunk a little later.
 */
export const ROUTE_MODULES: { pattern: RegExp; page: string; modules: string[] }[] = [
  { pattern: /^\/login\/?$/, page: '/login', modules: ['login'] },
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
      ['admin/agent-attributes/departments', 'admin-departments'],
      ['supervisor', 'supervisor'],
    ] as const
  ).map(([path, name]) => ({
    pattern: new RegExp(`^/\\d+/${path}/?$`),
    page: `/{t}/${path}`,
    modules: ['tenant-layout', name],
  })),
];
