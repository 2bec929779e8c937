import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Mounted while a dialog holds input that is not saved: a move to another page (the side navigation, which the
 * dialog's overlay leaves in reach, a link, the back button) first asks; staying keeps the dialog and what was
 * typed. Reloading or closing the tab gets the browser's own question. One at a time: the router has one blocker.
 */
export const DialogLeaveGuard = ({ dialog }: { dialog: string }) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      visible={blocked}
      header="Leave without saving?"
      onCancel={() => blocker.reset?.()}
      cancelLabel="Stay"
      confirm={{ label: 'Leave', severity: 'danger', onClick: () => blocker.proceed?.() }}
    >
      <p>What you entered in “{dialog}” is not saved yet. If you leave now, it is lost.</p>
    </ConfirmDialog>
  );
};
