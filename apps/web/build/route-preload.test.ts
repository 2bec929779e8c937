import { runInNewContext } from 'node:vm';
import { toQueryParams, USER_LIST_SPEC } from '@parlance/shared';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { peoplePath } from '../src/components/people/api/people-path.ts';
import { fillPath } from '../src/lib/api.ts';
import { EARLY_LIST_KEY, type EarlyList } from '../src/lib/early-list.ts';
import { readTableState } from '../src/lib/table-state.ts';
import { routePreload } from './route-preload.ts';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
  css: string[] = [],
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as OutputChunk;

/** A build shaped like the app's: the entry, the two boot modules, a shared chunk and some route chunks. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', ['assets/runtime.js'], true),
    chunk('assets/runtime.js', null),
    chunk('assets/session.js', null, ['assets/index.js']),
    chunk('assets/app.js', '/app/src/app/app.tsx', ['assets/index.js', 'assets/session.js']),
    chunk('assets/login-boot.js', '/app/src/app/login-boot.tsx', [
      'assets/login-page.js',
      'assets/session.js',
    ]),
    chunk('assets/login-page.js', null, ['assets/index.js']),
    chunk('assets/login.js', '/app/src/app/routes/login.ts', ['assets/login-page.js']),
    chunk('assets/signup.js', '/app/src/app/routes/signup.ts', ['assets/zod.js']),
    chunk('assets/zod.js', null),
    chunk('assets/tenant-layout.js', '/app/src/app/routes/tenant-layout.tsx', ['assets/session.js']),
    chunk('assets/home.js', '/app/src/app/routes/home.ts'),
    chunk('assets/users.js', '/app/src/app/routes/admin-users.ts', ['assets/table.js']),
    chunk('assets/table.js', null, ['assets/index.js'], false, ['assets/table.css']),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

/** The links the generated script adds at an address: `href`, or `href (rel)` with `withRel`. */
const preloadsAt = (url: string, withRel = false): string[] => {
  const transform = routePreload().transformIndexHtml as unknown as {
    handler: (html: string, context: { bundle: OutputBundle }) => { children: string }[];
  };
  const [tag] = transform.handler('<html></html>', { bundle });
  const { pathname, search } = new URL(url, 'http://localhost');
  const added: string[] = [];
  runInNewContext(tag?.children ?? '', {
    location: { pathname, search },
    document: {
      getElementById: () => null,
      createElement: () => ({}),
      head: {
        appendChild: (link: { href: string; rel: string }) =>
          added.push(withRel ? `${link.href} (${link.rel})` : link.href),
      },
    },
  });
  return added.sort();
};

describe('route preloading on a page the server drew first', () => {
  it('waits for the first frame, so that the stylesheet the frame needs has the link to itself', () => {
    const transform = routePreload().transformIndexHtml as unknown as {
      handler: (html: string, context: { bundle: OutputBundle }) => { children: string }[];
    };
    const [tag] = transform.handler('<html></html>', { bundle });
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const hidden: (() => void)[] = [];
    runInNewContext(tag?.children ?? '', {
      location: { pathname: '/7/home', search: '' },
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void) => timers.push(run),
      document: {
        visibilityState: 'visible',
        getElementById: (id: string) => (id === 'first-paint-data' ? {} : null),
        addEventListener: (_type: string, run: () => void) => hidden.push(run),
        createElement: () => ({}),
        head: { appendChild: (link: { href: string }) => added.push(link.href) },
      },
    });
    expect(added).toEqual([]);
    frames[0]?.();
    timers[0]?.();
    expect(added.sort()).toEqual(preloadsAt('/7/home'));
    expect(added.length).toBeGreaterThan(0);
    // Once only, whatever comes next.
    hidden[0]?.();
    expect(added).toHaveLength(preloadsAt('/7/home').length);
  });
});

describe('route preloading', () => {
  it('/login opened first preloads the sign-in page alone, not the router app', () => {
    const expected = ['/assets/login-boot.js', '/assets/login-page.js', '/assets/session.js'];
    expect(preloadsAt('/login')).toEqual(expected);
    expect(preloadsAt('/login/?next=x')).toEqual(expected);
  });

  it("another page preloads the router app with its route's chunks, less what the entry loads", () => {
    expect(preloadsAt('/signup')).toEqual([
      '/assets/app.js',
      '/assets/session.js',
      '/assets/signup.js',
      '/assets/zod.js',
    ]);
    expect(preloadsAt('/7/home')).toEqual([
      '/assets/app.js',
      '/assets/home.js',
      '/assets/session.js',
      '/assets/tenant-layout.js',
    ]);
  });

  it("a route's stylesheets come with its chunks, as stylesheets, so that its lazy import need not wait for them", () => {
    expect(preloadsAt('/7/admin/account-management/users', true)).toEqual([
      '/assets/app.js (modulepreload)',
      '/assets/session.js (modulepreload)',
      '/assets/table.css (stylesheet)',
      '/assets/table.js (modulepreload)',
      '/assets/tenant-layout.js (modulepreload)',
      '/assets/users.js (modulepreload)',
    ]);
  });

  it('an address no row names preloads the router app', () => {
    expect(preloadsAt('/nowhere')).toEqual(['/assets/app.js', '/assets/session.js']);
    expect(preloadsAt('/LOGIN')).toEqual(['/assets/app.js', '/assets/session.js']);
  });
});

describe("a signed-in list page's first request", () => {
  /** What the page's first script asks for at `url`, and what it leaves for the app. */
  const earlyAt = (
    url: string,
    { signedIn = true, authorities = ['ROLE_ADMIN', 'p-view_user_accounts', 'p-view_agent_accounts'] } = {},
  ) => {
    const transform = routePreload().transformIndexHtml as unknown as {
      handler: (html: string, context: { bundle: OutputBundle }) => { children: string }[];
    };
    const [tag] = transform.handler('<html></html>', { bundle });
    const { pathname, search } = new URL(url, 'http://localhost');
    const asked: { url: string; init: RequestInit }[] = [];
    const window: Record<string, EarlyList | undefined> = {};
    runInNewContext(tag?.children ?? '', {
      window,
      location: { pathname, search },
      fetch: (address: string, init: RequestInit) => {
        asked.push({ url: address, init });
        return Promise.resolve(new Response('[]'));
      },
      requestAnimationFrame: () => {},
      document: {
        visibilityState: 'visible',
        getElementById: (id: string) =>
          signedIn && id === 'first-paint-data'
            ? { textContent: JSON.stringify({ account: { tenantPublicId: 7, authorities }, tenant: {} }) }
            : null,
        addEventListener: () => {},
        createElement: () => ({}),
        head: { appendChild: () => {} },
      },
    });
    return { asked, left: window[EARLY_LIST_KEY] };
  };

  /** The address the Users or Agents page asks for its first page, as the app builds it from an address without state. */
  const appAsks = (collection: 'users' | 'agents') =>
    `${fillPath(peoplePath(collection), { tenantPublicId: 7 })}?${toQueryParams(
      readTableState(new URLSearchParams(), USER_LIST_SPEC),
    ).toString()}`;

  it('asks at once for the users and agents lists the pages will ask for, and leaves the answer for the app', () => {
    const users = earlyAt('/7/admin/account-management/users');
    expect(users.asked.map((request) => request.url)).toEqual([appAsks('users')]);
    expect(users.asked[0]!.init.credentials).toBe('same-origin');
    expect(users.left?.url).toBe(appAsks('users'));
    expect(earlyAt('/7/admin/account-management/agents').asked.map((request) => request.url)).toEqual([
      appAsks('agents'),
    ]);
  });

  it('asks nothing for an address with table state, a page signed out, or a page without a list', () => {
    expect(earlyAt('/7/admin/account-management/users?page=1&size=20&sort=login,asc').asked).toEqual([]);
    expect(earlyAt('/7/admin/account-management/users', { signedIn: false }).asked).toEqual([]);
    // Nor where the server would refuse it: another tenant's path, a user without the list's authority.
    expect(earlyAt('/8/admin/account-management/users').asked).toEqual([]);
    expect(
      earlyAt('/7/admin/account-management/users', { authorities: ['p-view_agent_accounts'] }).asked,
    ).toEqual([]);
    expect(
      earlyAt('/7/admin/account-management/agents', { authorities: ['p-view_agent_accounts'] }).asked,
    ).toHaveLength(1);
    expect(earlyAt('/7/home').asked).toEqual([]);
    expect(earlyAt('/7/home').left).toBeUndefined();
  });
});
