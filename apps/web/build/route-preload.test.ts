import { runInNewContext } from 'node:vm';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { routePreload } from './route-preload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as OutputChunk;

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
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

/** The modulepreloads the generated script adds at an address. */
const preloadsAt = (url: string): string[] => {
  const transform = routePreload().transformIndexHtml as unknown as {
    handler: (html: string, context: { bundle: OutputBundle }) => { children: string }[];
  };
  const [tag] = transform.handler('<html></html>', { bundle });
  const { pathname, search } = new URL(url, 'http://localhost');
  const added: string[] = [];
  runInNewContext(tag?.children ?? '', {
    location: { pathname, search },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => added.push(link.href) },
    },
  });
  return added.sort();
};

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

  it('an address no row names preloads the router app', () => {
    expect(preloadsAt('/nowhere')).toEqual(['/assets/app.js', '/assets/session.js']);
    expect(preloadsAt('/LOGIN')).toEqual(['/assets/app.js', '/assets/session.js']);
  });
});
