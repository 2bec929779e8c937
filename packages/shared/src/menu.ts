// The side navigation's menus (spec section 2), built alike by the web app and by the server's first paint of a
// signed-in page.
import { canSee, clientAppUrl, type Screen } from './access.js';
import { hasAuthority, ROLES } from './authorities.js';
import type { CurrentTenant, UserAccount } from './schemas/account.js';
import { detectSection } from './text.js';

/**
 * The four menus of spec section 2, and Reporting's (DESIGN.md section 8); any other section shows the home menu.
 */
export type MenuSection = 'home' | 'studio' | 'admin' | 'supervisor' | 'reporting';

export type MenuEntry =
  | {
      id: string;
      label: string;
      icon: string;
      kind: 'internal';
      /** An absolute app path. */
      to: string;
      /** Active only on this exact path (the dashboard), not on paths below it. */
      end?: boolean;
    }
  | { id: string; label: string; icon: string; kind: 'external'; href: string };

export interface Menu {
  section: MenuSection;
  title: string;
  entries: MenuEntry[];
  /** The apps menu; null in the home menu, which hides it. */
  apps: { entries: MenuEntry[]; backTo: string } | null;
}

type Account = Pick<UserAccount, 'authorities' | 'tenantPublicId'>;
type Tenant = Pick<CurrentTenant, 'publicId' | 'clientApps'>;

const SECTIONS: readonly MenuSection[] = ['home', 'studio', 'admin', 'supervisor', 'reporting'];

/** The menu section of a path (spec section 2's detection); unknown sections fall back to home. */
export const menuSectionOf = (pathname: string): MenuSection => {
  const section = detectSection(pathname);
  return (SECTIONS as readonly string[]).includes(section) ? (section as MenuSection) : 'home';
};

/**
 * Spec section 2: no navigation for a user not loaded, with a temporary password, or holding ROLE_XLM_AGENT.
 */
export const showsNavigation = (account: Pick<UserAccount, 'id' | 'status' | 'authorities'> | undefined) =>
  !!account &&
  account.id !== 0 &&
  account.status !== 'TEMP_PASSWORD' &&
  !hasAuthority(account.authorities, ROLES.agent);

/** The conversation builder (`/{tenantPublicId}/studio/builder/{programId}`) is full screen, without the navigation. */
export const hidesNavigation = (pathname: string): boolean => /^\/\d+\/studio\/builder(\/|$)/.test(pathname);

const TITLES: Record<MenuSection, string> = {
  home: 'Home',
  studio: 'Studio',
  admin: 'Admin',
  supervisor: 'Supervisor',
  reporting: 'Reporting',
};

/**
 * The entries of one section's menu for this user and tenant (spec sections 2 and 6). Every entry is kept only
 * when the user may open its screen (the shared SCREEN_ACCESS table); external entries also need the tenant's
 * client app URL.
 */
export const buildMenu = (section: MenuSection, account: Account, tenant: Tenant): Menu => {
  const base = `/${tenant.publicId}`;
  const can = (screen: Screen) => canSee(account, screen);
  const internal = (id: string, label: string, icon: string, screen: Screen, path: string): MenuEntry[] =>
    can(screen) ? [{ id, label, icon, kind: 'internal', to: `${base}/${path}` }] : [];
  const external = (
    id: string,
    label: string,
    icon: string,
    screen: Screen,
    url: string | undefined,
  ): MenuEntry[] => (can(screen) && url ? [{ id, label, icon, kind: 'external', href: url }] : []);

  const supexUrl = clientAppUrl(tenant, 'supex');
  // The Supervisor entry opens the external supervisor app when one is configured, else the in-app page.
  const supervisor: MenuEntry[] = supexUrl
    ? external('supervisor', 'Supervisor', 'pi pi-eye', 'supervisor', supexUrl)
    : internal('supervisor', 'Supervisor', 'pi pi-eye', 'supervisor', 'supervisor');

  const entries = ((): MenuEntry[] => {
    switch (section) {
      case 'home':
        return [
          {
            id: 'dashboard',
            label: 'Dashboard',
            icon: 'pi pi-home',
            kind: 'internal',
            to: `${base}/home`,
            end: true,
          },
          ...internal('studio', 'Studio', 'pi pi-sitemap', 'studio', 'studio'),
          ...internal('admin', 'Admin', 'pi pi-cog', 'admin', 'admin'),
          ...supervisor,
          ...external(
            'agentic-voice',
            'Agentic voice',
            'pi pi-microphone',
            'agentic-voice',
            clientAppUrl(tenant, 'agentic-voice-management'),
          ),
          ...external(
            'reporting',
            'Reporting',
            'pi pi-chart-bar',
            'reporting',
            clientAppUrl(tenant, 'post-call-analytics'),
          ),
        ];
      case 'studio':
        return [
          ...internal(
            'studio-dashboard',
            'Dashboard',
            'pi pi-th-large',
            'studio/dashboard',
            'studio/dashboard',
          ),
          ...internal('simulator', 'Simulator', 'pi pi-comments', 'studio/simulator', 'studio/simulator'),
          ...internal('studio-settings', 'Settings', 'pi pi-sliders-h', 'studio/settings', 'studio/settings'),
        ];
      case 'admin':
        return [...peopleEntry(account, base), ...adminEntries(internal)];
      case 'supervisor':
        return internal('supervisor-home', 'Home', 'pi pi-home', 'supervisor', 'supervisor');
      case 'reporting':
        return REPORTING_PAGES.flatMap(([id, label, icon]) =>
          internal(`reporting-${id}`, label, icon, 'reporting', `reporting/${id}`),
        );
    }
  })();

  const apps =
    section === 'home'
      ? null
      : {
          entries: [
            ...internal('apps-studio', 'Studio', 'pi pi-sitemap', 'studio', 'studio'),
            ...internal('apps-admin', 'Admin', 'pi pi-cog', 'admin', 'admin'),
            // In the apps menu Supervisor is only the external app (spec section 2).
            ...external('apps-supervisor', 'Supervisor', 'pi pi-eye', 'supervisor', supexUrl),
          ],
          backTo: `${base}/home`,
        };

  return { section, title: TITLES[section], entries, apps };
};

/** Reporting's pages (`/{tenantPublicId}/reporting/{id}`), in its menu's order: id, label, icon. */
export const REPORTING_PAGES = [
  ['funnel', 'Funnel', 'pi pi-filter'],
  ['time-in-stage', 'Time in stage', 'pi pi-clock'],
  ['flow', 'Flow and alerts', 'pi pi-directions'],
  ['assist-impact', 'Assist impact', 'pi pi-chart-line'],
  ['agents', 'Agents', 'pi pi-users'],
  ['model-quality', 'Model quality', 'pi pi-check-circle'],
] as const;

/**
 * Spec section 6: Users when the user may view both agent and user accounts, Agents when only agent accounts.
 */
const peopleEntry = (account: Account, base: string): MenuEntry[] => {
  const agents = hasAuthority(account.authorities, 'p-view_agent_accounts');
  const users = hasAuthority(account.authorities, 'p-view_user_accounts');
  const entry = (id: 'users' | 'agents', label: string, icon: string): MenuEntry[] =>
    canSee(account, `admin/account-management/${id}`)
      ? [{ id, label, icon, kind: 'internal', to: `${base}/admin/account-management/${id}` }]
      : [];
  if (agents && users) return entry('users', 'Users', 'pi pi-users');
  if (agents) return entry('agents', 'Agents', 'pi pi-headphones');
  return [];
};

const adminEntries = (
  internal: (id: string, label: string, icon: string, screen: Screen, path: string) => MenuEntry[],
): MenuEntry[] => [
  ...internal(
    'roles',
    'Roles & Permissions',
    'pi pi-shield',
    'admin/role-management/standard',
    'admin/role-management/standard',
  ),
  ...internal('programs', 'Programs', 'pi pi-book', 'admin/programs', 'admin/programs'),
  ...internal(
    'settings',
    'Settings',
    'pi pi-cog',
    'admin/agent-attributes/departments',
    'admin/agent-attributes/departments',
  ),
];

/** Where a section's landing path (`/{tenant}/studio`, `/{tenant}/admin`) leads: its menu's first entry. */
export const firstEntryPath = (
  section: MenuSection,
  account: Account,
  tenant: Tenant,
): string | undefined => {
  const first = buildMenu(section, account, tenant).entries.find((entry) => entry.kind === 'internal');
  return first?.kind === 'internal' ? first.to : undefined;
};
