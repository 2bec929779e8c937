/**
 * The sign-in form's rules, apart from the zod schema (`loginRequestSchema`) that uses them, so that a form may check
 * them without loading zod or every message of `MESSAGES` (the web's sign-in page, the first page many users load).
 */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Please enter your login or e-mail.',
  passwordRequired: 'Please enter your password.',
  /** Spec section 8: a sign-in that got no usable answer (also `MESSAGES.unknownLoginError`). */
  unknownError: 'Unknown error, please try again later',
} as const;
export const LOGIN_USERNAME_MAX = 254;
export const LOGIN_PASSWORD_MAX = 200;
