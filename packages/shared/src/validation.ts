import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';

import { isStorableText, MAX_ID, MAX_INT32, MIN_INT32 } from './storable.js';

export { isStorableText, MAX_ID, MAX_INT32, MIN_INT32, parseWholeNumber } from './storable.js';

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored.';

/** A string that a text column can hold; every text input is built on it. */
export const storableString = () => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const idSchema = z.number().int().positive().max(MAX_ID);
export const int32Schema = z.number().int().min(MIN_INT32).max(MAX_INT32);

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
