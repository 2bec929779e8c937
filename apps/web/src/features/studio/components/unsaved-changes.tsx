import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { LazyDialog, lazyNamed } from '../../../lib/lazy-component';

/** The dialog (PrimeReact's) comes in its own chunk: fetched once there are changes, shown when a move is blocked. */
const ConfirmDialog = lazyNamed(() => import('../../../components/confirm-dialog'), 'ConfirmDialog');

const programOf = (search: string) => new URLSearchParams(search).get('program');

/**
 * Asks before leaving a page with unsaved changes: a confirm dialog for moves inside the app (links, the back
 * button, the side navigation, another program in the picker), the browser's own question for reloads and closing the tab.
 */
export const UnsavedChangesGuard = ({ when }: { when: boolean }) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        programOf(currentLocation.search) !== programOf(nextLocation.search)),
  );
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!when) return undefined;
    void ConfirmDialog.preload().catch(() => undefined);
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <LazyDialog
      shown={blocked}
      fallback={
        <p className="visually-hidden" role="status">
          Loading…
        </p>
      }
    >
      <ConfirmDialog
        visible={blocked}
        header="Leave without saving?"
        onCancel={() => blocker.reset?.()}
        cancelLabel="Stay on this page"
        confirm={{ label: 'Leave', severity: 'danger', onClick: () => blocker.proceed?.() }}
      >
        <p>Your changes to the stage model are not saved yet. If you leave now, they are lost.</p>
      </ConfirmDialog>
    </LazyDialog>
  );
};
