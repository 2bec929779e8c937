import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUnacceptableInput } from './input-check.js';

describe('the input check', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leaves a raw body to its own reader: its bytes are never walked as keys', () => {
    const keys = vi.spyOn(Object, 'keys');
    const file = Buffer.from('subject,predicate,object\n\u0000,b,c\n');
    expect(findUnacceptableInput(file, 'request')).toEqual([]);
    expect(findUnacceptableInput({ upload: new Uint8Array(16) }, 'request')).toEqual([]);
    // Only the wrapping object's own keys were read.
    expect(keys.mock.calls.map(([value]) => value)).toEqual([{ upload: new Uint8Array(16) }]);
  });

  it('still walks decoded input at every depth', () => {
    expect(findUnacceptableInput({ a: [{ b: 'x\u0000' }] }, 'request')).toEqual([
      { objectName: 'request', field: 'a[0].b', message: 'Contains a character that cannot be stored.' },
    ]);
    const poisoned = JSON.parse('{"nested": {"__proto__": {"admin": true}}}');
    expect(findUnacceptableInput(poisoned, 'request').map((error) => error.field)).toEqual([
      'nested.__proto__',
    ]);
  });
});
