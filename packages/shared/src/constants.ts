/** Product-wide constants of spec section 9 and DESIGN.md section 3. */
export const PRODUCT_NAME = 'Parlance';
export const APP_VERSION = '1.15.0';
/** Spec: session-storage prefix `{product}_`. */
export const SESSION_STORAGE_PREFIX = 'parlance_';
/** Spec: the side navigation's open/closed choice is kept under this key. */
export const SIDEBAR_STORAGE_KEY = 'dashboard';
export const TOAST_LIFE_MS = 3000;
export const TOAST_ANIMATION_MS = 300;
export const SIMULATOR_END_DELAY_MS = 3000;

/** Password length rule (DESIGN.md section 2: decided as 8 to 100 characters). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

/** Lifetimes of single-use keys. */
export const RESET_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const INVITE_KEY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Header the login answer carries when the user must go elsewhere first (spec section 4). */
export const ORIGIN_HANDLER_HEADER = 'origin-handler';
export const CHANGE_PASSWORD_PATH = '/account/change-password';
export const RESET_FINISH_PATH = '/account/reset/finish';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const SESSION_COOKIE = 'PARLANCE_SESSION';

/** Public routes: excluded from session-expiry checks (spec section 2). */
export const PUBLIC_PATHS = ['/login', '/signup', '/account/reset/'] as const;
