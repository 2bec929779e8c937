/**
 * The sign-in form's rules, apart from the zod schema (`loginRequestSchema`) that uses them, so that a form may check
 * them without loading zod (the web's sign-in page, the first page many users load).
 */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Please enter your login or e-mail.',
  passwordRequired: 'Please enter your password.',
} as const;
export const LOGIN_USERNAME_MAX = 254;
export const LOGIN_PASSWORD_MAX = 200;
