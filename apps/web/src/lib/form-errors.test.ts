import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors } from './form-errors';

const problem = (status: number, body: unknown) =>
  new ApiError('failed', { status, statusText: '', data: body, headers: new Headers() });

describe('applyServerErrors', () => {
  it('sets each field error as a server error on its field, once per field', () => {
    const setError = vi.fn();
    const messages = applyServerErrors(
      problem(400, {
        title: 'Invalid',
        status: 400,
        fieldErrors: [
          { field: 'newPassword', message: 'Too short' },
          { field: 'newPassword', message: 'Too simple' },
          { field: 'key', message: 'This link is invalid or has expired.' },
        ],
      }),
      setError,
      { fields: ['newPassword'] },
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('newPassword', { type: 'server', message: 'Too short' });
    expect(messages).toEqual(['This link is invalid or has expired.']);
  });

  it('falls back to a form-level message when nothing names a field', () => {
    const setError = vi.fn();
    expect(applyServerErrors(problem(500, { title: 'x', status: 500 }), setError, { fields: ['a'] })).toEqual(
      ['Something went wrong please contact your admin'],
    );
    expect(applyServerErrors(new ApiError('offline'), setError, { fields: ['a'] })).toEqual([
      'Unknown Error, please try again later.',
    ]);
    expect(
      applyServerErrors(
        problem(429, { title: 'Too Many Requests', status: 429, message: 'Slow down.' }),
        setError,
        {
          fields: ['a'],
        },
      ),
    ).toEqual(['Slow down.']);
    expect(setError).not.toHaveBeenCalled();
  });
});
