import {
  buildMenu,
  firstEntryPath,
  type Menu,
  type MenuSection,
  menuSectionOf,
  STANDARD_ROLES,
  showsNavigation,
} from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import { account as accountFixture, tenant as tenantFixture } from '../../test/fixtures';

const tenant = (clientApps: Record<string, string> = {}) =>
  tenantFixture({ clientApps: Object.entries(clientApps).map(([clientId, url]) => ({ clientId, url })) });
const holding = (...authorities: string[]) => accountFixture({ roles: [], authorities });
const role = (name: keyof typeof STANDARD_ROLES) =>
  accountFixture({ roles: [name], authorities: [name, ...STANDARD_ROLES[name]] });

const ALL_APPS = {
  supex: 'https://supervisor.example.com',
  'agentic-voice-management': 'https://voice.example.com',
  'post-call-analytics': 'https://reports.example.com',
};

const labels = (menu: Menu) => menu.entries.map((entry) => entry.label);
const build = (section: MenuSection, authorities: string[], apps: Record<string, string> = {}) =>
  buildMenu(section, holding(...authorities), tenant(apps));
const entry = (menu: Menu, id: string) => menu.entries.find((e) => e.id === id);

describe('menuSectionOf (spec section 2 detection)', () => {
  it.each([
    ['/7/home', 'home'],
    ['/7/home/', 'home'],
    ['/7/studio/dashboard', 'studio'],
    ['/7/studio/simulator/', 'studio'],
    ['/7/admin/programs', 'admin'],
    ['/7/admin/account-management/users', 'admin'],
    ['/7/admin/role-management/standard', 'admin'],
    ['/7/admin/agent-attributes/departments', 'admin'],
    ['/7/supervisor', 'supervisor'],
    ['/7', 'home'],
    ['/7/nowhere', 'home'],
  ])('%s → %s', (path, section) => {
    expect(menuSectionOf(path)).toBe(section);
  });
});

describe('showsNavigation (spec section 2)', () => {
  it('is shown to a loaded, active user', () => {
    expect(showsNavigation(role('ROLE_ADMIN'))).toBe(true);
    expect(showsNavigation(role('ROLE_DESIGNER'))).toBe(true);
    expect(showsNavigation(accountFixture({ status: 'CONTROL_GROUP', authorities: [] }))).toBe(true);
  });
  it('is not rendered for a user not loaded', () => {
    expect(showsNavigation(undefined)).toBe(false);
    expect(showsNavigation(accountFixture({ id: 0, authorities: [] }))).toBe(false);
  });
  it('is not rendered for TEMP_PASSWORD users', () => {
    expect(showsNavigation(accountFixture({ status: 'TEMP_PASSWORD' }))).toBe(false);
  });
  it('is not rendered for ROLE_XLM_AGENT, whatever else the user holds', () => {
    expect(showsNavigation(role('ROLE_XLM_AGENT'))).toBe(false);
    expect(showsNavigation(holding('ROLE_XLM_AGENT', 'ROLE_ADMIN', 'p-view_user_accounts'))).toBe(false);
  });
});

describe('home menu', () => {
  it('gives an admin Dashboard, Studio, Admin and Supervisor; no external apps without client apps', () => {
    const menu = buildMenu('home', role('ROLE_ADMIN'), tenant());
    expect(labels(menu)).toEqual(['Dashboard', 'Studio', 'Admin', 'Supervisor']);
    expect(entry(menu, 'dashboard')).toMatchObject({ kind: 'internal', to: '/7/home' });
    expect(entry(menu, 'studio')).toMatchObject({ kind: 'internal', to: '/7/studio' });
    expect(entry(menu, 'admin')).toMatchObject({ kind: 'internal', to: '/7/admin' });
    // Without a supex client app the Supervisor entry is the in-app page.
    expect(entry(menu, 'supervisor')).toMatchObject({ kind: 'internal', to: '/7/supervisor' });
  });

  it('opens the supex client app in a new tab when the tenant has one', () => {
    const menu = buildMenu('home', role('ROLE_ADMIN'), tenant({ supex: ALL_APPS.supex }));
    expect(entry(menu, 'supervisor')).toEqual({
      id: 'supervisor',
      label: 'Supervisor',
      icon: 'pi pi-eye',
      kind: 'external',
      href: 'https://supervisor.example.com',
    });
  });

  it('adds Agentic voice and Reporting (external) when the tenant has their client apps', () => {
    const menu = buildMenu('home', role('ROLE_ADMIN'), tenant(ALL_APPS));
    expect(labels(menu)).toEqual([
      'Dashboard',
      'Studio',
      'Admin',
      'Supervisor',
      'Agentic voice',
      'Reporting',
    ]);
    expect(entry(menu, 'agentic-voice')).toMatchObject({
      kind: 'external',
      href: 'https://voice.example.com',
    });
    expect(entry(menu, 'reporting')).toMatchObject({ kind: 'external', href: 'https://reports.example.com' });
  });

  it("opens Reporting's built-in pages, a path of this app, as an external entry (a new tab)", () => {
    const menu = buildMenu('home', role('ROLE_ADMIN'), tenant({ 'post-call-analytics': '/7/reporting' }));
    expect(entry(menu, 'reporting')).toEqual({
      id: 'reporting',
      label: 'Reporting',
      icon: 'pi pi-chart-bar',
      kind: 'external',
      href: '/7/reporting',
    });
  });

  it('hides a client app whose URL is blank', () => {
    const menu = buildMenu('home', role('ROLE_ADMIN'), tenant({ 'post-call-analytics': '  ' }));
    expect(entry(menu, 'reporting')).toBeUndefined();
  });

  it('ROLE_ADMIN alone sees Admin and Supervisor', () => {
    expect(labels(build('home', ['ROLE_ADMIN'], ALL_APPS))).toEqual(['Dashboard', 'Admin', 'Supervisor']);
  });

  it('p-view_knowledge_graphs: Studio', () => {
    expect(labels(build('home', ['p-view_knowledge_graphs'], ALL_APPS))).toEqual(['Dashboard', 'Studio']);
  });

  it('p-view_agentic-voice-management_product: Agentic voice, only with the client app', () => {
    expect(labels(build('home', ['p-view_agentic-voice-management_product'], ALL_APPS))).toEqual([
      'Dashboard',
      'Agentic voice',
    ]);
    expect(labels(build('home', ['p-view_agentic-voice-management_product']))).toEqual(['Dashboard']);
  });

  it('p-view_post-call-analytics_product: Reporting, only with the client app', () => {
    expect(labels(build('home', ['p-view_post-call-analytics_product'], ALL_APPS))).toEqual([
      'Dashboard',
      'Reporting',
    ]);
    expect(labels(build('home', ['p-view_post-call-analytics_product']))).toEqual(['Dashboard']);
  });

  it('the designer sees Dashboard and Studio', () => {
    expect(labels(buildMenu('home', role('ROLE_DESIGNER'), tenant(ALL_APPS)))).toEqual([
      'Dashboard',
      'Studio',
    ]);
  });

  it('the supervisor sees Dashboard, Supervisor and Reporting (no Admin)', () => {
    expect(labels(buildMenu('home', role('ROLE_SUPERVISOR'), tenant(ALL_APPS)))).toEqual([
      'Dashboard',
      'Supervisor',
      'Reporting',
    ]);
  });

  it('a user without authorities sees only Dashboard', () => {
    expect(labels(build('home', [], ALL_APPS))).toEqual(['Dashboard']);
  });

  it('hides its apps panel', () => {
    expect(buildMenu('home', role('ROLE_ADMIN'), tenant(ALL_APPS)).apps).toBeNull();
  });
});

describe('studio menu', () => {
  it('gives Dashboard, Simulator and Settings to the designer', () => {
    const menu = buildMenu('studio', role('ROLE_DESIGNER'), tenant());
    expect(menu.title).toBe('Studio');
    expect(menu.entries.map((e) => (e.kind === 'internal' ? [e.label, e.to] : []))).toEqual([
      ['Dashboard', '/7/studio/dashboard'],
      ['Simulator', '/7/studio/simulator'],
      ['Settings', '/7/studio/settings'],
    ]);
  });

  it.each([
    ['p-view_xlm_triples_ui', ['Dashboard']],
    ['p-view_xlm_test_ui', ['Simulator']],
    ['p-view_studio_settings', ['Settings']],
    ['p-view_knowledge_graphs', []],
  ])('%s alone gives %j', (authority, expected) => {
    expect(labels(build('studio', [authority]))).toEqual(expected);
  });
});

describe('admin menu', () => {
  it('gives an admin Users, Roles & Permissions, Programs and Settings', () => {
    const menu = buildMenu('admin', role('ROLE_ADMIN'), tenant());
    expect(menu.title).toBe('Admin');
    expect(menu.entries.map((e) => (e.kind === 'internal' ? [e.label, e.to] : []))).toEqual([
      ['Users', '/7/admin/account-management/users'],
      ['Roles & Permissions', '/7/admin/role-management/standard'],
      ['Programs', '/7/admin/programs'],
      ['Settings', '/7/admin/agent-attributes/departments'],
    ]);
  });

  it('p-view_agent_accounts with p-view_user_accounts: Users', () => {
    expect(labels(build('admin', ['p-view_agent_accounts', 'p-view_user_accounts']))).toEqual(['Users']);
  });

  it('p-view_agent_accounts without p-view_user_accounts: Agents', () => {
    const menu = build('admin', ['p-view_agent_accounts']);
    expect(labels(menu)).toEqual(['Agents']);
    expect(entry(menu, 'agents')).toMatchObject({ to: '/7/admin/account-management/agents' });
  });

  it('p-view_user_accounts without p-view_agent_accounts: neither (the spec names no entry for it)', () => {
    expect(labels(build('admin', ['p-view_user_accounts']))).toEqual([]);
  });

  it('p-create_roles: Roles & Permissions', () => {
    expect(labels(build('admin', ['p-create_roles']))).toEqual(['Roles & Permissions']);
  });

  it.each(['p-view_programs', 'p-create_programs', 'p-update_programs', 'p-delete_programs'])(
    '%s: Programs',
    (authority) => {
      expect(labels(build('admin', [authority]))).toEqual(['Programs']);
    },
  );

  it('p-create_departments: Settings', () => {
    expect(labels(build('admin', ['p-create_departments']))).toEqual(['Settings']);
  });

  it('the supervisor role sees Agents and Programs', () => {
    expect(labels(buildMenu('admin', role('ROLE_SUPERVISOR'), tenant()))).toEqual(['Agents', 'Programs']);
  });
});

describe('supervisor menu', () => {
  it('has Home for those who may supervise', () => {
    expect(buildMenu('supervisor', role('ROLE_ADMIN'), tenant()).entries).toEqual([
      { id: 'supervisor-home', label: 'Home', icon: 'pi pi-home', kind: 'internal', to: '/7/supervisor' },
    ]);
    expect(labels(build('supervisor', ['p-view_supervisor']))).toEqual(['Home']);
    expect(labels(build('supervisor', ['p-view_programs']))).toEqual([]);
  });
});

describe('apps menu', () => {
  it('offers Studio and Admin to an admin, and Back to Dashboard', () => {
    const menu = buildMenu('studio', role('ROLE_ADMIN'), tenant());
    expect(menu.apps?.entries.map((e) => e.label)).toEqual(['Studio', 'Admin']);
    expect(menu.apps?.backTo).toBe('/7/home');
  });

  it('adds Supervisor (external) only when the supex client app exists', () => {
    const menu = buildMenu('admin', role('ROLE_ADMIN'), tenant({ supex: ALL_APPS.supex }));
    expect(menu.apps?.entries.map((e) => e.label)).toEqual(['Studio', 'Admin', 'Supervisor']);
    expect(menu.apps?.entries[2]).toMatchObject({ kind: 'external', href: ALL_APPS.supex });
  });

  it('offers Admin to admins only', () => {
    expect(
      buildMenu('studio', role('ROLE_DESIGNER'), tenant(ALL_APPS)).apps?.entries.map((e) => e.label),
    ).toEqual(['Studio']);
    expect(
      buildMenu('supervisor', role('ROLE_SUPERVISOR'), tenant(ALL_APPS)).apps?.entries.map((e) => e.label),
    ).toEqual(['Supervisor']);
  });
});

describe('firstEntryPath', () => {
  it("leads a section's landing path to its first entry the user may open", () => {
    expect(firstEntryPath('admin', role('ROLE_ADMIN'), tenant())).toBe('/7/admin/account-management/users');
    expect(firstEntryPath('admin', holding('ROLE_ADMIN', 'p-view_programs'), tenant())).toBe(
      '/7/admin/programs',
    );
    expect(firstEntryPath('studio', holding('p-view_knowledge_graphs', 'p-view_xlm_test_ui'), tenant())).toBe(
      '/7/studio/simulator',
    );
    expect(firstEntryPath('studio', holding('p-view_knowledge_graphs'), tenant())).toBeUndefined();
  });
});
