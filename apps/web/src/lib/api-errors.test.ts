import { describe, expect, it } from 'vitest';
import { ApiError, type ApiResponse } from './api-client';
import { DEFAULT_ERROR, mapApiError } from './api-errors';

const failed = (status: number, data: unknown, statusText = '') =>
  new ApiError('failed', { status, statusText, data, headers: new Headers() } satisfies ApiResponse);

describe('mapApiError (spec section 8)', () => {
  it('gives the default error when there is no response', () => {
    expect(mapApiError(new ApiError('Failed to fetch'))).toMatchObject({
      title: 'Unknown Error',
      detail: 'Unknown Error, please try again later.',
    });
    expect(mapApiError(new Error('boom'))).toEqual(DEFAULT_ERROR);
    expect(mapApiError(undefined)).toEqual(DEFAULT_ERROR);
  });

  it('treats a 400 with field errors as a validation error carrying title and field errors', () => {
    const fieldErrors = [{ field: 'email', message: 'Please enter a valid e-mail address.' }];
    const info = mapApiError(failed(400, { title: 'Method argument not valid', status: 400, fieldErrors }));
    expect(info).toMatchObject({
      title: 'Validation Error',
      validation: true,
      problemTitle: 'Method argument not valid',
      detail: 'Method argument not valid',
      fieldErrors,
      status: 400,
    });
  });

  it('treats a 400 with a detail as a validation error', () => {
    const info = mapApiError(failed(400, { title: 'Bad Request', status: 400, detail: 'Name is taken' }));
    expect(info).toMatchObject({ title: 'Validation Error', detail: 'Name is taken', validation: true });
  });

  it('treats a 400 with errorKey roleassigned as a validation error', () => {
    const info = mapApiError(
      failed(400, { title: 'Role is assigned to users', status: 400, errorKey: 'roleassigned' }),
    );
    expect(info).toMatchObject({
      title: 'Validation Error',
      detail: 'Role is assigned to users',
      errorKey: 'roleassigned',
      validation: true,
    });
  });

  it('treats a bare 400 as an HTTP error', () => {
    const info = mapApiError(failed(400, { title: 'Bad Request', status: 400 }, 'Bad Request'));
    expect(info).toMatchObject({ detail: 'There has been an error: Bad Request', validation: false });
  });

  it('says "Something went wrong please contact your admin" on 500', () => {
    expect(
      mapApiError(failed(500, { title: 'Internal Server Error' }, 'Internal Server Error')),
    ).toMatchObject({
      detail: 'Something went wrong please contact your admin',
      status: 500,
    });
  });

  it('says "There has been an error: {statusText}" on other statuses from 400', () => {
    expect(mapApiError(failed(403, { title: 'Forbidden', status: 403 }, 'Forbidden')).detail).toBe(
      'There has been an error: Forbidden',
    );
    expect(mapApiError(failed(404, 'Not here', 'Not Found')).detail).toBe(
      'There has been an error: Not Found',
    );
    expect(mapApiError(failed(503, '', 'Service Unavailable')).detail).toBe(
      'There has been an error: Service Unavailable',
    );
    // HTTP/2 answers have no status text: the problem title, else the number.
    expect(mapApiError(failed(409, { title: 'Conflict' })).detail).toBe('There has been an error: Conflict');
    expect(mapApiError(failed(418, '')).detail).toBe('There has been an error: 418');
  });

  it('keeps the default error (with the status) for a rejected status below 400', () => {
    expect(mapApiError(failed(302, ''))).toMatchObject({ title: 'Unknown Error', status: 302 });
  });
});
