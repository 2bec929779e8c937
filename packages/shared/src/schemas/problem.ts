import { z } from 'zod';

export const fieldErrorSchema = z.object({
  objectName: z.string().optional(),
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Spec section 3: the error response body, sent as application/problem+json. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number(),
  detail: z.string().optional(),
  message: z.string().optional(),
  errorKey: z.string().optional(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Error keys the server uses; the UI treats some of them specially. */
export const ERROR_KEYS = {
  validation: 'error.validation',
  userExists: 'userexists',
  emailExists: 'emailexists',
  roleAssigned: 'roleassigned',
  invalidKey: 'invalidkey',
  badCredentials: 'badcredentials',
  locked: 'locked',
  csrf: 'csrf',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'notfound',
  rateLimited: 'ratelimited',
  internal: 'internal',
} as const;
