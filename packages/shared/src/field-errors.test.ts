import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groupListFieldErrors, zodIssuesToFieldErrors } from './field-errors.js';

describe('groupListFieldErrors (spec section 5)', () => {
  it('groups list errors by one-based element index and joins with "; "', () => {
    const { fieldErrors, listErrors } = groupListFieldErrors([
      { field: 'items[1].name', message: 'required' },
      { field: 'email', message: 'bad e-mail' },
      { field: 'items[0].value', message: 'too long' },
      { field: 'items[1].value', message: 'not a number' },
    ]);
    expect(listErrors).toEqual([
      'Error(s) in element 1: too long',
      'Error(s) in element 2: required; not a number',
    ]);
    expect(fieldErrors).toEqual([{ field: 'email', message: 'bad e-mail' }]);
  });
});

describe('zodIssuesToFieldErrors', () => {
  it('names nested and list fields', () => {
    const schema = z.object({ a: z.string(), list: z.array(z.object({ b: z.number() })) });
    const result = schema.safeParse({ a: 1, list: [{ b: 1 }, { b: 'x' }] });
    const errors = zodIssuesToFieldErrors(result.error?.issues ?? []);
    expect(errors.map((error) => error.field)).toEqual(['a', 'list[1].b']);
    expect(errors[0]?.objectName).toBe('request');
  });
  it('names the object for an issue without a path', () => {
    const result = z.string().safeParse(1);
    expect(zodIssuesToFieldErrors(result.error?.issues ?? [], 'email')[0]?.field).toBe('email');
  });
});
