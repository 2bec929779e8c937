import { lazy, Suspense, useState } from 'react';
import type { DeleteConfirmProps } from './delete-confirm';

const DeleteConfirmDialog = lazy(() =>
  import('./delete-confirm').then((module) => ({ default: module.DeleteConfirm })),
);

/**
 * `DeleteConfirm`, fetched (with PrimeReact's Dialog) the first time it is shown rather than with the list page;
 * once shown it stays mounted, so that it closes with its animation like any dialog.
 */
export const LazyDeleteConfirm = (props: DeleteConfirmProps) => {
  const [wanted, setWanted] = useState(props.visible);
  if (props.visible && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <DeleteConfirmDialog {...props} />
    </Suspense>
  ) : null;
};
