import {
  buildMenu,
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
  firstPaintFrame,
  frameFirstPaintHtml,
  menuSectionOf,
  PAGE_HEADERS,
  pageHeaderOf,
  SIDEBAR_WIDTH,
  STANDARD_ROLES,
  screenOfPath,
  scriptJson,
  tenantHomePath,
  userDisplayName,
} from '@parlance/shared';
import { act, render, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminPage } from '../components/admin-page/admin-page';
import { AppShell } from '../components/layout';
import { SideNav } from '../components/side-nav';
import { takeFirstPaintAccount, takeFirstPaintTenant } from '../lib/first-paint';
import { fakeServer, json } from '../test/fake-server';
import { account, tenant } from '../test/fixtures';
import { renderApp } from './app';

/** An element's tag, attributes (in any order) and children; React Router's own `data-discover` left out. */
const shapeOf = (node: Node): unknown => {
  if (!(node instanceof Element)) return node.textContent;
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'data-discover')
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort();
  return [node.tagName.toLowerCase(), attributes, [...node.childNodes].map(shapeOf)];
};

/** A signed-in page as the server sends it: the frame drawn in the root, the data beside it. */
const serverPage = (data: FirstPaintData) => {
  const frame = frameFirstPaintHtml({
    homePath: tenantHomePath(data.tenant.publicId),
    tenantName: data.tenant.name,
    userName: userDisplayName(data.account),
  });
  document.body.innerHTML = `<div id="root">${frame}</div><script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson(data)}</script>`;
  return document.getElementById('root') as HTMLElement;
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** What the app draws at `path` for `data` once its page has rendered its header (and nothing more yet). */
const appFrame = (data: FirstPaintData, path: string, open: boolean) => {
  const header = pageHeaderOf(screenOfPath(path), path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell
        homePath={tenantHomePath(data.tenant.publicId)}
        tenantName={data.tenant.name}
        userName={userDisplayName(data.account)}
        sidebar={<SideNav account={data.account} tenant={data.tenant} open={open} onOpenChange={() => {}} />}
        sidebarWidth={open ? SIDEBAR_WIDTH.open : SIDEBAR_WIDTH.collapsed}
      >
        {header ? <AdminPage {...header}>{null}</AdminPage> : null}
      </AppShell>
    </MemoryRouter>,
  ).container.firstChild as Node;
};

/** The server's first paint at `path`, its inline script run as the browser would. */
const serverFrame = (data: FirstPaintData, path: string) => {
  const drawn = document.createElement('div');
  drawn.innerHTML = firstPaintFrame(data, path);
  document.body.append(drawn);
  for (const script of [...drawn.querySelectorAll('script')]) {
    new Function(script.textContent ?? '')();
    script.remove();
  }
  return drawn.firstChild as Node;
};

const designer = account({
  roles: ['ROLE_DESIGNER'],
  authorities: ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER],
});
const admin = account({ roles: ['ROLE_ADMIN'], authorities: ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN] });
const withApps = tenant({
  clientApps: [
    { clientId: 'supex', url: 'https://supervisor.example.com' },
    { clientId: 'post-call-analytics', url: 'https://reports.example.com' },
  ],
});

describe("the server's first paint of a signed-in page", () => {
  it('draws the frame as the app does, names escaped', () => {
    const names = { homePath: '/7/home', tenantName: 'Acme & <Co> "1"', userName: "Ada O'Neil" };
    const drawn = document.createElement('div');
    drawn.innerHTML = frameFirstPaintHtml(names);
    const { container } = render(
      <MemoryRouter>
        <AppShell {...names}>{null}</AppShell>
      </MemoryRouter>,
    );
    expect(shapeOf(drawn.firstChild as Node)).toEqual(shapeOf(container.firstChild as Node));
    expect(drawn.querySelector('[data-testid="tenant-name"]')?.textContent).toBe('Acme & <Co> "1"');
  });

  it.each([
    ['/7/admin/role-management/standard', admin, withApps],
    ['/7/admin/account-management/users', admin, withApps],
    ['/7/admin/account-management/agents', admin, tenant()],
    ['/7/admin/programs', admin, tenant()],
    ['/7/studio/settings', designer, withApps],
    ['/7/studio/simulator/', designer, tenant()],
    ['/7/home', admin, withApps],
    ['/7/supervisor', admin, withApps],
    ['/7/reporting/time-in-stage', admin, withApps],
  ])('draws the side navigation and the page header at %s as the app does', (path, who, where) => {
    const data = { account: who, tenant: where };
    expect(shapeOf(serverFrame(data, path))).toEqual(shapeOf(appFrame(data, path, true)));
    const drawn = document.createElement('div');
    drawn.innerHTML = firstPaintFrame(data, path);
    expect(drawn.querySelector('[data-testid="side-nav"]')?.getAttribute('data-section')).toBe(
      menuSectionOf(path),
    );
    const entries = buildMenu(menuSectionOf(path), who, where).entries;
    expect(drawn.querySelectorAll('[data-testid="side-nav-menu"] li')).toHaveLength(entries.length);
  });

  it("draws the drill-down's heading from its query, escaped, as the page does", () => {
    const data = { account: admin, tenant: withApps };
    const drawn = document.createElement('div');
    drawn.innerHTML = firstPaintFrame(
      data,
      '/7/reporting/conversations',
      '?from=2026-11-01&reached=Agent%20Recommend%20%3Cb%3Ex%3C%2Fb%3E',
    );
    expect(drawn.querySelector('h1')?.textContent).toBe(
      'Conversations that reached Agent Recommend <b>x</b>',
    );
    expect(drawn.querySelector('h1 b')).toBeNull();
    expect(drawn.querySelector('.page__lead')?.textContent).toBe(
      'The conversations behind the figure, for the filters below. Open one to read its transcript in the Supervisor.',
    );
  });

  it('collapses the drawn navigation before the first frame when the tab says the user collapsed it', () => {
    sessionStorage.setItem('parlance_dashboard', 'false');
    const data = { account: admin, tenant: withApps };
    const path = '/7/admin/programs';
    expect(shapeOf(serverFrame(data, path))).toEqual(shapeOf(appFrame(data, path, false)));
  });

  it('draws no page header the user may not see, nor on a path of another tenant, and no navigation for agents', () => {
    const agent = account({ roles: ['ROLE_XLM_AGENT'], authorities: ['ROLE_XLM_AGENT'] });
    const drawn = document.createElement('div');
    drawn.innerHTML = firstPaintFrame({ account: agent, tenant: tenant() }, '/7/admin/programs');
    expect(drawn.querySelector('[data-testid="side-nav"]')).toBeNull();
    expect(drawn.querySelector('h1')).toBeNull();
    drawn.innerHTML = firstPaintFrame({ account: admin, tenant: tenant() }, '/8/admin/programs');
    expect(drawn.querySelector('h1')).toBeNull();
    drawn.innerHTML = firstPaintFrame({ account: admin, tenant: tenant() }, '/7/admin/programs');
    expect(drawn.querySelector('h1')?.textContent).toBe(PAGE_HEADERS['admin/programs'].title);
    drawn.innerHTML = firstPaintFrame({ account: designer, tenant: tenant() }, '/7/studio/builder/3');
    expect(drawn.querySelector('[data-testid="side-nav"]')).toBeNull();
    drawn.innerHTML = firstPaintFrame(
      { account: { ...admin, status: 'TEMP_PASSWORD' }, tenant: tenant() },
      '/7/home',
    );
    expect(drawn.innerHTML).toBe('');
  });

  it('starts the app from its account and tenant, keeping the frame until the page draws', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    window.history.replaceState(null, '', '/7/home');
    const container = serverPage({ account: account(), tenant: tenant() });
    // Whenever the root changes, the frame is in it: no loading state in its place meanwhile.
    const frameSeen: boolean[] = [];
    const observer = new MutationObserver(() => {
      frameSeen.push(container.querySelector('[data-testid="tenant-name"]') !== null);
    });
    observer.observe(container, { childList: true, subtree: true });
    root = createRoot(container);
    const rendering = renderApp(root);
    // The data is read at once and leaves the document; the drawn frame stays meanwhile.
    expect(document.getElementById(FIRST_PAINT_DATA_ID)).toBeNull();
    expect(screen.getByTestId('tenant-name').textContent).toBe('Acme Contact');
    await act(() => rendering);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByTestId('user-name').textContent).toBe('Ada Lovelace');
    observer.disconnect();
    expect(frameSeen.length).toBeGreaterThan(0);
    expect(frameSeen.every(Boolean)).toBe(true);
    expect(server.calls('GET', '/api/account')).toHaveLength(0);
    expect(server.calls('GET', '/api/tenant/current')).toHaveLength(0);
  });

  it('is used once: a later sign-in in the same page asks the server', () => {
    serverPage({ account: account(), tenant: tenant() });
    expect(takeFirstPaintAccount()?.login).toBe('ada');
    expect(takeFirstPaintTenant()?.name).toBe('Acme Contact');
    expect(takeFirstPaintAccount()).toBeUndefined();
    expect(takeFirstPaintTenant()).toBeUndefined();
  });

  it('leaves a page without it, or with something unreadable, to ask the server', () => {
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_PAINT_DATA_ID}">{"account":</script>`;
    expect(takeFirstPaintAccount()).toBeUndefined();
    expect(takeFirstPaintTenant()).toBeUndefined();
    expect(document.getElementById(FIRST_PAINT_DATA_ID)).toBeNull();
  });
});
