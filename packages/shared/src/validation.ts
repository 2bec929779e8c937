import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';

/**
 * Spec section 5: letters, digits and ' . _ % + - before an @, then a domain,
 * then a 2 to 4 letter top-level part; case-insensitive.
 */
export const EMAIL_PATTERN = /^[a-z0-9'._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/i;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

export const emailSchema = z
  .string()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH))
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH));

/** Logins: what JHipster allows, lower-cased on the server. */
export const LOGIN_PATTERN = /^[a-zA-Z0-9!$&*+=?^_`{|}~.@-]+$/;
export const loginSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(50, 'A login is at most 50 characters long.')
  .regex(LOGIN_PATTERN, 'A login may hold letters, digits and _ . @ - only.');

export const requiredText = (max: number) =>
  z.string().trim().min(1, MESSAGES.required).max(max, `At most ${max} characters.`);

/** Optional text: trimmed, and absent, null or blank all become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
