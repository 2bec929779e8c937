import type { z } from 'zod';
import { validationProblem } from './problem.js';

/** Validates input with a shared schema; failure is a 400 problem with field errors. */
export const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw validationProblem(result.error);
  return result.data;
};
