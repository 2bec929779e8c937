import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';

/**
 * Text that a database column can hold. PostgreSQL refuses NUL (`\u0000`) in text and JSON, and UTF-8 has no
 * form for a lone UTF-16 surrogate, so text with either is refused wherever it enters: these zod rules, the
 * list filters, and the server's check of every decoded body, query and path.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored.';

/** A string that a text column can hold; every text input is built on it. */
export const storableString = () => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/**
 * Ids and integers are 32-bit on both engines (`integer`, `serial`): whatever is compared with or written to
 * such a column stays in that range, or PostgreSQL refuses it.
 */
export const MAX_ID = 2_147_483_647;
export const MIN_INT32 = -2_147_483_648;
export const MAX_INT32 = MAX_ID;
export const idSchema = z.number().int().positive().max(MAX_ID);
export const int32Schema = z.number().int().min(MIN_INT32).max(MAX_INT32);

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

export const emailSchema = storableString()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

export const passwordSchema = storableString()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH))
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH));

/** Logins: what JHipster allows, lower-cased on the server. */
export const LOGIN_PATTERN = /^[a-zA-Z0-9!$&*+=?^_`{|}~.@-]+$/;
export const loginSchema = storableString()
  .trim()
  .min(1, MESSAGES.required)
  .max(50, 'A login is at most 50 characters long.')
  .regex(LOGIN_PATTERN, 'A login may hold letters, digits and _ . @ - only.');

export const requiredText = (max: number) =>
  storableString().trim().min(1, MESSAGES.required).max(max, `At most ${max} characters.`);

/** Optional text: trimmed, and absent, null or blank all become null. */
export const optionalText = (max: number) =>
  storableString()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
