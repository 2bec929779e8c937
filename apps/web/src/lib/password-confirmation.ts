import { passwordSchema } from '@parlance/shared';
import { z } from 'zod';

export const PASSWORD_MISMATCH = 'The password and its confirmation do not match.';

/** A new password typed twice: the shared password rule for the first, any text for the confirmation. */
export const newPasswordFields = {
  newPassword: passwordSchema,
  confirmPassword: z.string(),
};

/** The form-only rule: both entries equal (use with `.refine(passwordsMatch, mismatchIssue)`). */
export const passwordsMatch = (values: { newPassword: string; confirmPassword: string }): boolean =>
  values.newPassword === values.confirmPassword;

export const mismatchIssue = { message: PASSWORD_MISMATCH, path: ['confirmPassword'] };
