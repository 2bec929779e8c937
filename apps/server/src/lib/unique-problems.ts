import { ERROR_KEYS, MESSAGES } from '@parlance/shared';
import { isUniqueViolation, uniqueViolationKey } from './db-errors.js';
import { fieldProblem, HttpProblem } from './problem.js';

/**
 * What a write refused by a unique index answers, by the table and columns it names: the answer of the check
 * before the write, which a concurrent request slipped past. One mapping, applied to every write by the problem
 * handler; a unique violation it does not name answers 409, never 500.
 */
const UNIQUE_PROBLEMS: Record<string, () => HttpProblem> = {
  'app_user.login': () => fieldProblem('login', MESSAGES.loginTaken, ERROR_KEYS.userExists),
  'app_user.email': () => fieldProblem('email', MESSAGES.emailTaken, ERROR_KEYS.emailExists),
};

export const uniqueViolationProblem = (error: unknown): HttpProblem | undefined => {
  if (!isUniqueViolation(error)) return undefined;
  const key = uniqueViolationKey(error);
  const mapped = key === undefined ? undefined : UNIQUE_PROBLEMS[key];
  return mapped ? mapped() : new HttpProblem(409, 'Conflict', MESSAGES.conflict, ERROR_KEYS.conflict);
};
