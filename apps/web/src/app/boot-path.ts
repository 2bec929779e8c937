/**
 * The address the entry (`main.tsx`) opens with the sign-in page alone, without the router
 * (`app/login-boot.tsx`): /login exactly, as the route table's row for it. Any other address (another case, a
 * deeper path) gets the router app, which answers it as before. Free of the DOM: the build and the bundle
 * benchmark read it too.
 */
export const LOGIN_BOOT_PATH = /^\/login\/?$/;

/** Whether a page opened at `pathname` starts as the sign-in page without the router. */
export const opensLoginBoot = (pathname: string): boolean => LOGIN_BOOT_PATH.test(pathname);
