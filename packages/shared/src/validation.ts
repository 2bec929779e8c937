import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';
import {
  EMAIL_PATTERN,
  isStorableText,
  LOGIN_PATTERN,
  MAX_ID,
  MAX_INT32,
  MIN_INT32,
  UNSTORABLE_TEXT_MESSAGE,
} from './value-rules.js';

/** A string that a text column can hold; every text input is built on it. */
export const storableString = () => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** Ids and integers: 32-bit, see `value-rules.ts`. */
export const idSchema = z.number().int().positive().max(MAX_ID);
export const int32Schema = z.number().int().min(MIN_INT32).max(MAX_INT32);

export const emailSchema = storableString()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

export const passwordSchema = storableString()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH))
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH));

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
