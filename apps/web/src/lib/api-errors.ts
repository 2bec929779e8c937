import { ERROR_KEYS, type FieldError, MESSAGES, type Problem } from '@parlance/shared';
import { isApiError } from './api-client';

/**
 * What the user is told about a failed call (spec section 8). `title` is the toast summary, `detail` its text.
 */
export interface ErrorInfo {
  title: string;
  detail: string;
  status?: number;
  /** True for a 400 carrying validation details (field errors, a detail, or errorKey roleassigned). */
  validation: boolean;
  /** The problem body's own title, when there is one. */
  problemTitle?: string;
  fieldErrors: FieldError[];
  errorKey?: string;
  problem?: Problem;
}

/** Spec section 8: the default error. */
export const DEFAULT_ERROR: ErrorInfo = {
  title: MESSAGES.defaultErrorTitle,
  detail: MESSAGES.defaultErrorDetail,
  validation: false,
  fieldErrors: [],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problem body of a response, if the body looks like one (lenient: only known fields are kept). */
export const asProblem = (data: unknown, status: number): Problem | undefined => {
  if (!isRecord(data)) return undefined;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  const fieldErrors = Array.isArray(data.fieldErrors)
    ? data.fieldErrors.filter(
        (e): e is FieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
      )
    : undefined;
  const problem: Problem = {
    title: text('title') ?? MESSAGES.defaultErrorTitle,
    status: typeof data.status === 'number' ? data.status : status,
  };
  const detail = text('detail');
  const message = text('message');
  const errorKey = text('errorKey');
  const type = text('type');
  if (detail !== undefined) problem.detail = detail;
  if (message !== undefined) problem.message = message;
  if (errorKey !== undefined) problem.errorKey = errorKey;
  if (type !== undefined) problem.type = type;
  if (fieldErrors !== undefined) problem.fieldErrors = fieldErrors;
  return problem;
};

/**
 * Maps any error (usually an ApiError) to what is shown (spec section 8):
 * - no response: the default error;
 * - 400 with fieldErrors, a detail, or errorKey roleassigned: 'Validation Error' carrying title and field errors;
 * - 500: 'Something went wrong please contact your admin';
 * - other status 400 and above: 'There has been an error: {statusText}' (HTTP/2 has no status text: then the
 *   problem's title, else the status number);
 * - anything else: the default error with the status.
 */
export const mapApiError = (error: unknown): ErrorInfo => {
  if (!isApiError(error) || !error.response) return { ...DEFAULT_ERROR };
  const { status, statusText, data } = error.response;
  const problem = asProblem(data, status);
  const base = {
    status,
    fieldErrors: problem?.fieldErrors ?? [],
    ...(problem ? { problem, problemTitle: problem.title } : {}),
    ...(problem?.errorKey ? { errorKey: problem.errorKey } : {}),
  };

  if (
    status === 400 &&
    problem &&
    ((problem.fieldErrors?.length ?? 0) > 0 ||
      !!problem.detail ||
      problem.errorKey === ERROR_KEYS.roleAssigned)
  ) {
    return {
      ...base,
      title: MESSAGES.validationErrorTitle,
      detail: problem.detail ?? problem.message ?? problem.title,
      validation: true,
    };
  }
  if (status === 500) {
    return { ...base, title: MESSAGES.errorSummary, detail: MESSAGES.serverError, validation: false };
  }
  if (status >= 400) {
    return {
      ...base,
      title: MESSAGES.errorSummary,
      detail: MESSAGES.httpError(statusText || problem?.title || String(status)),
      validation: false,
    };
  }
  return { ...DEFAULT_ERROR, ...base };
};
