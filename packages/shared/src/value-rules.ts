/*
 * The rules of stored values without zod: what text a column can hold, the 32-bit range of ids and integers, the
 * e-mail and login patterns. The zod rules of `validation.ts` are built on them, and the list query parser
 * (`list-query.ts`) uses them directly, so that a page showing a table loads no zod.
 */

/**
 * Text that a database column can hold. PostgreSQL refuses NUL (`\u0000`) in text and JSON, and UTF-8 has no
 * form for a lone UTF-16 surrogate, so text with either is refused wherever it enters: these zod rules, the
 * list filters, and the server's check of every decoded body, query and path.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored.';

/**
 * Ids and integers are 32-bit on both engines (`integer`, `serial`): whatever is compared with or written to
 * such a column stays in that range, or PostgreSQL refuses it.
 */
export const MAX_ID = 2_147_483_647;
export const MIN_INT32 = -2_147_483_648;
export const MAX_INT32 = MAX_ID;

/** A whole number from decimal text, within `min..max`; anything else (fractions, exponents, "+1") is undefined. */
export const parseWholeNumber = (text: string, min = MIN_INT32, max = MAX_INT32): number | undefined => {
  if (!/^-?\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/**
 * Spec section 5: letters, digits and ' . _ % + - before an @, then a domain,
 * then a 2 to 4 letter top-level part; case-insensitive.
 */
export const EMAIL_PATTERN = /^[a-z0-9'._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/i;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Logins: what JHipster allows, lower-cased on the server. */
export const LOGIN_PATTERN = /^[a-zA-Z0-9!$&*+=?^_`{|}~.@-]+$/;
