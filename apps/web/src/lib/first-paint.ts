import {
  type CurrentTenant,
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
  type UserAccount,
} from '@parlance/shared';

let read = false;
let account: UserAccount | undefined;
let tenant: CurrentTenant | undefined;

/**
 * Reads, once, what the server put in a signed-in page for its first paint (`FIRST_PAINT_DATA_ID`), and takes the
 * element out of the document. A page without it (or with something unreadable) asks the server as before.
 */
const readOnce = () => {
  if (read) return;
  read = true;
  const element = document.getElementById(FIRST_PAINT_DATA_ID);
  element?.remove();
  if (!element?.textContent) return;
  try {
    const data = JSON.parse(element.textContent) as Partial<FirstPaintData>;
    if (typeof data.account?.id === 'number' && typeof data.tenant?.publicId === 'number') {
      account = data.account;
      tenant = data.tenant;
    }
  } catch {
    // Nothing to start from: the page asks for the account and the tenant.
  }
};

/**
 * The account the server handed the page (`GET /api/account`'s answer), the first time only: after a sign-out and
 * a sign-in in the same page it would be another session's.
 */
export const takeFirstPaintAccount = (): UserAccount | undefined => {
  readOnce();
  const taken = account;
  account = undefined;
  return taken;
};

/** The tenant the server handed the page (`GET /api/tenant/current`'s answer), the first time only. */
export const takeFirstPaintTenant = (): CurrentTenant | undefined => {
  readOnce();
  const taken = tenant;
  tenant = undefined;
  return taken;
};

/** Tests: read the document again. */
export const resetFirstPaintForTests = (): void => {
  read = false;
  account = undefined;
  tenant = undefined;
};
