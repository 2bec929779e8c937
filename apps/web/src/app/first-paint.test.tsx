import {
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
  frameFirstPaintHtml,
  scriptJson,
  tenantHomePath,
  userDisplayName,
} from '@parlance/shared';
import { act, render, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from '../components/layout';
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
