import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyDialog, lazyNamed } from './lazy-component';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded, with the fallback meanwhile', async () => {
    let resolve: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Greeting: typeof Greeting }>((done) => (resolve = done)));
    const Lazy = lazyNamed(load, 'Greeting');
    render(
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    resolve({ Greeting });
    expect((await screen.findByText('Hello Ada')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the module once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyNamed(load, 'Greeting');
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(
      <Suspense fallback={null}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const Lazy = lazyNamed(load, 'Greeting');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('LazyDialog', () => {
  const Dialog = ({ visible }: { visible: boolean }) => <p>{visible ? 'Open' : 'Closing'}</p>;

  it('fetches nothing until first shown, then stays mounted when hidden again', async () => {
    const load = vi.fn(async () => ({ Dialog }));
    const Lazy = lazyNamed(load, 'Dialog');
    const page = (shown: boolean) => (
      <LazyDialog shown={shown} fallback={<p role="status">Loading…</p>}>
        <Lazy visible={shown} />
      </LazyDialog>
    );
    const { container, rerender } = render(page(false));
    expect(container.textContent).toBe('');
    expect(load).not.toHaveBeenCalled();

    rerender(page(true));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('Open')).toBeTruthy();

    rerender(page(false));
    expect(screen.getByText('Closing')).toBeTruthy();
    rerender(page(true));
    expect(screen.getByText('Open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when shown from the start', async () => {
    const Lazy = lazyNamed(async () => ({ Dialog }), 'Dialog');
    render(
      <LazyDialog shown>
        <Lazy visible />
      </LazyDialog>,
    );
    expect(await screen.findByText('Open')).toBeTruthy();
  });
});
