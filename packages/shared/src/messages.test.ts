import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';

describe('message texts (spec section 8)', () => {
  it('builds the success toast texts', () => {
    expect(MESSAGES.successSummary('created', 'User')).toBe('Successfully created User');
    expect(MESSAGES.successDetail('User', 'archived')).toBe('User was successfully archived');
  });
  it('builds the HTTP error text', () => {
    expect(MESSAGES.httpError('Conflict')).toBe('There has been an error: Conflict');
  });
  it('quotes the fixed texts exactly', () => {
    expect(MESSAGES.sessionExpired).toBe('Your session has expired, please log in again.');
    expect(MESSAGES.unknownLoginError).toBe('Unknown error, please try again later');
    expect(MESSAGES.serverError).toBe('Something went wrong please contact your admin');
    expect(MESSAGES.productsNetworkError).toBe('Error trying to get products.');
  });
});
