import { SIDEBAR_STORAGE_KEY } from '@parlance/shared';
import { useCallback, useState } from 'react';
import { sessionStore } from '../../lib/session-storage';

/**
 * Whether the side navigation is open. Kept in session storage under the spec's key `dashboard`, written through
 * the prefixed store (`parlance_dashboard`) so that logging out forgets it with every other entry; open unless
 * the stored value says otherwise.
 */
export const readSidebarOpen = (): boolean => sessionStore.getJson<boolean>(SIDEBAR_STORAGE_KEY) !== false;

export const useSidebarOpen = (): [open: boolean, setOpen: (open: boolean) => void] => {
  const [open, setOpenState] = useState(readSidebarOpen);
  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    sessionStore.setJson(SIDEBAR_STORAGE_KEY, value);
  }, []);
  return [open, setOpen];
};

export { SIDEBAR_WIDTH } from '@parlance/shared';
