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
