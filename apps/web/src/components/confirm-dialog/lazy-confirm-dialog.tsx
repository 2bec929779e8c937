import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * `ConfirmDialog`, fetched (with PrimeReact's Dialog) the first time it is shown, for pages that should not load a
 * dialog before they are usable; once shown it stays mounted, so that it closes with its animation.
 */
export const LazyConfirmDialog = (props: ConfirmDialogProps) => {
  const [wanted, setWanted] = useState(props.visible);
  if (props.visible && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null;
};
