import {
  ERROR_KEYS,
  type FieldError,
  MESSAGES,
  type Problem,
  zodIssuesToFieldErrors,
} from '@parlance/shared';
import type { ZodError } from 'zod';

/** An error that becomes an `application/problem+json` answer. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly errorKey?: string,
    readonly fieldErrors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  toBody(): Problem {
    return {
      type: 'about:blank',
      title: this.title,
      status: this.status,
      detail: this.detail,
      message: this.detail,
      ...(this.errorKey ? { errorKey: this.errorKey } : {}),
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
    };
  }
}

export const badRequest = (
  detail: string,
  errorKey: string = ERROR_KEYS.validation,
  fieldErrors?: FieldError[],
) => new HttpProblem(400, 'Bad Request', detail, errorKey, fieldErrors);

/** A 400 naming one field, as JHipster answers for a taken login or e-mail. */
export const fieldProblem = (field: string, message: string, errorKey: string = ERROR_KEYS.validation) =>
  badRequest(message, errorKey, [{ objectName: 'request', field, message }]);

export const validationProblem = (error: ZodError, objectName = 'request') => {
  const fieldErrors = zodIssuesToFieldErrors(error.issues, objectName);
  return badRequest(
    fieldErrors[0]?.message ?? 'The request is not valid.',
    ERROR_KEYS.validation,
    fieldErrors,
  );
};

export const unauthorized = (
  detail: string = MESSAGES.unauthorized,
  errorKey: string = ERROR_KEYS.unauthorized,
) => new HttpProblem(401, 'Unauthorized', detail, errorKey);

export const forbidden = (detail: string = MESSAGES.forbidden, errorKey: string = ERROR_KEYS.forbidden) =>
  new HttpProblem(403, 'Forbidden', detail, errorKey);

export const notFound = (detail: string = MESSAGES.notFound) =>
  new HttpProblem(404, 'Not Found', detail, ERROR_KEYS.notFound);

/** The row looked up, or a 404 when there is none. */
export const foundOrNotFound = <T>(row: T | undefined): T => {
  if (row === undefined) throw notFound();
  return row;
};

export const tooManyRequests = (
  detail: string,
  errorKey: string = ERROR_KEYS.rateLimited,
  retryAfterSeconds?: number,
) =>
  new HttpProblem(
    429,
    'Too Many Requests',
    detail,
    errorKey,
    undefined,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
  );

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503: the database cannot be reached (lost connection, restart, locked or full file). Nothing was acknowledged. */
export const databaseUnavailable = () =>
  new HttpProblem(
    503,
    'Service Unavailable',
    MESSAGES.databaseUnavailable,
    ERROR_KEYS.dbUnavailable,
    undefined,
    {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    },
  );

/** Seconds a client is asked to wait before trying again a request that ran past its time limit. */
export const TIMEOUT_RETRY_AFTER_SECONDS = 10;

/** 503: a statement of the request ran past its time limit and was stopped; nothing it did was kept. */
export const statementTimedOut = () =>
  new HttpProblem(503, 'Service Unavailable', MESSAGES.statementTimeout, ERROR_KEYS.timeout, undefined, {
    'retry-after': String(TIMEOUT_RETRY_AFTER_SECONDS),
  });
