import { runInNewContext } from 'node:vm';
import type { IndexHtmlTransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { deferredEntry, entryLoader } from './deferred-entry.ts';

const HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-def.css"></head><body><div id="root"></div></body></html>';
const LOADER = entryLoader('/assets/index-abc.js', ['/assets/index-abc.js', '/assets/runtime-1.js']);

const transform = (html: string) => {
  const hook = deferredEntry().transformIndexHtml as {
    handler: (html: string) => Exclude<IndexHtmlTransformResult, string | unknown[]>;
  };
  return hook.handler(html);
};

/** Runs the loader in a stand-in page; returns what it appended and the callbacks it left for later. */
const runLoader = (page: { firstPaint: boolean; visibility?: 'visible' | 'hidden' }) => {
  const appended: { type?: string; src?: string; rel?: string; href?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const listeners: { type: string; run: () => void }[] = [];
  runInNewContext(LOADER, {
    document: {
      visibilityState: page.visibility ?? 'visible',
      getElementById: (id: string) => (page.firstPaint && id === 'first-paint-data' ? {} : null),
      createElement: () => ({}),
      head: { appendChild: (element: { type?: string; src?: string }) => appended.push(element) },
      addEventListener: (type: string, run: () => void) => listeners.push({ type, run }),
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  return { appended, frames, timers, listeners };
};

describe('the entry started after the first frame of a page the server drew', () => {
  it('leaves the entry and its modules to a script at the end of the body, and the stylesheet in the head', () => {
    const result = transform(HTML);
    expect(result.html).not.toContain('<script type="module"');
    expect(result.html).not.toContain('modulepreload');
    expect(result.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def.css">');
    expect(result.tags).toEqual([{ tag: 'script', children: LOADER, injectTo: 'body' }]);
  });

  it('stops the build when the page has no entry script, or more than one', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/found 0/);
    const twice = HTML.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/x.js"></script></head>',
    );
    expect(() => transform(twice)).toThrow(/found 2/);
  });

  it('starts the entry at once on a page without a first paint, or in the background', () => {
    for (const page of [{ firstPaint: false }, { firstPaint: true, visibility: 'hidden' as const }]) {
      const { appended, frames, timers } = runLoader(page);
      expect(appended).toEqual([
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/index-abc.js' },
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime-1.js' },
        { type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
      ]);
      expect(frames).toHaveLength(0);
      expect(timers).toHaveLength(0);
    }
  });

  it('starts it once, after the first frame on a page with a first paint, or when the page is hidden first', () => {
    const painted = runLoader({ firstPaint: true });
    expect(painted.appended).toHaveLength(0);
    expect(painted.frames).toHaveLength(1);
    painted.frames[0]?.();
    expect(painted.appended).toHaveLength(0);
    expect(painted.timers.map((timer) => timer.ms)).toEqual([0]);
    painted.timers[0]?.run();
    expect(painted.appended).toHaveLength(3);
    painted.listeners.find((listener) => listener.type === 'visibilitychange')?.run();
    expect(painted.appended).toHaveLength(3);

    const hidden = runLoader({ firstPaint: true });
    hidden.listeners.find((listener) => listener.type === 'visibilitychange')?.run();
    expect(hidden.appended).toHaveLength(3);
    hidden.frames[0]?.();
    hidden.timers[0]?.run();
    expect(hidden.appended).toHaveLength(3);
  });
});
