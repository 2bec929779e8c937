import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the constraint of React.lazy itself (any props).
type AnyComponent = ComponentType<any>;

/** A `React.lazy` component that can also fetch its chunk ahead of time. */
export type PreloadableComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the chunk (once); the component then renders without waiting when it is shown. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a named export of a module loaded with `import()`, so that widgets, forms and dialogs not needed
 * for a page to be usable come in their own chunk, when first shown. `preload()` fetches the chunk earlier, on a
 * sign that it will be needed (a pointer over or focus on the button that opens it, a form becoming dirty). A failed
 * load is tried again the next time.
 */
export const lazyNamed = <M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> => {
  let loading: Promise<{ default: M[K] }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
};

/**
 * Whether a lazily loaded dialog should be mounted: from the first time it is shown on, so that its chunk is not
 * fetched before then, and so that it stays mounted afterwards and can animate away when hidden.
 */
const useShownOnce = (shown: boolean): boolean => {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
};

/**
 * Where a `lazyNamed` dialog that shows and hides itself (a `visible` prop, such as `DeleteConfirm` and
 * `ConfirmDialog`) is rendered: nothing until `shown` is first true, so that its chunk is not fetched before then
 * (unless preloaded); from then on its children, behind `Suspense` with `fallback` while the chunk loads, mounted
 * for good so that the dialog can animate away when `shown` turns false again.
 */
export const LazyDialog = ({
  shown,
  fallback = null,
  children,
}: {
  shown: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) => {
  const mounted = useShownOnce(shown);
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : null;
};
