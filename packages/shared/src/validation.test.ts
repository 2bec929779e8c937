import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { changePasswordSchema, loginRequestSchema, tenantSignupSchema } from './schemas/account.js';
import { departmentInputSchema } from './schemas/departments.js';
import { roleInputSchema } from './schemas/roles.js';
import { userCreateSchema } from './schemas/users.js';
import { emailSchema, loginSchema, optionalText, passwordSchema, requiredText } from './validation.js';
import { isStorableText, isValidEmail, parseWholeNumber, UNSTORABLE_TEXT_MESSAGE } from './value-rules.js';

describe('e-mail pattern (spec section 5)', () => {
  it.each(['a@b.co', "o'neil@example.com", 'first.last_1%+x-y@sub.domain.info', 'UPPER@EXAMPLE.COM'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    'plain',
    '@example.com',
    'a@b',
    'a@b.c',
    'a@b.toolong',
    'a b@example.com',
    'a@exam ple.com',
    'a!@example.com',
    'a@b.c0m',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('the schema trims and reports the message', () => {
    expect(emailSchema.parse('  a@b.co ')).toBe('a@b.co');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      'Please enter a valid e-mail address.',
    );
  });
});

describe('password rule', () => {
  it(`accepts ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
  });
  it('rejects shorter and longer ones with one message', () => {
    const short = passwordSchema.safeParse('x'.repeat(PASSWORD_MIN_LENGTH - 1));
    const long = passwordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH + 1));
    expect(short.success).toBe(false);
    expect(long.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('The password must be between 8 and 100 characters long.');
    expect(long.error?.issues[0]?.message).toBe(short.error?.issues[0]?.message);
  });
});

describe('login rule', () => {
  it('accepts usual logins and rejects spaces and empties', () => {
    expect(loginSchema.safeParse('jane.doe-1@x').success).toBe(true);
    expect(loginSchema.safeParse('jane doe').success).toBe(false);
    expect(loginSchema.safeParse('').success).toBe(false);
    expect(loginSchema.safeParse('x'.repeat(51)).success).toBe(false);
  });
});

describe('request schemas', () => {
  it('sign-up names each bad field', () => {
    const result = tenantSignupSchema.safeParse({
      tenantName: '',
      firstName: 'A',
      lastName: 'B',
      email: 'bad',
      login: 'ok',
      password: 'short',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'email',
      'password',
      'tenantName',
    ]);
  });
  it('sign-in needs both fields', () => {
    expect(loginRequestSchema.safeParse({ username: 'a', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: ' ', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'a', password: 'x' }).success).toBe(true);
  });
  it('change-password applies the length rule to the new password only', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'long enough' }).success).toBe(
      true,
    );
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }).success).toBe(
      false,
    );
  });
});

describe('text a column can hold', () => {
  it.each(['', 'plain', 'émoji 😀', '\u0001 control', '\uFFFD'])('accepts %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });
  it.each(['a\u0000b', '\u0000', 'a\uD800', '\uDC00b', 'x\uDC00\uD800y'])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
  });
  it('is the rule of every text field', () => {
    const issueOf = (result: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    for (const schema of [emailSchema, loginSchema, passwordSchema, requiredText(10), optionalText(10)]) {
      expect(schema.safeParse('abcdefgh\u0000').success).toBe(false);
    }
    expect(issueOf(loginRequestSchema.safeParse({ username: 'a\u0000', password: 'x' }))).toEqual([
      ['username', UNSTORABLE_TEXT_MESSAGE],
    ]);
    expect(issueOf(departmentInputSchema.safeParse({ name: 'Sales', description: '\uD800' }))).toEqual([
      ['description', UNSTORABLE_TEXT_MESSAGE],
    ]);
    expect(issueOf(roleInputSchema.safeParse({ name: 'Team\u0000' }))?.[0]).toEqual([
      'name',
      UNSTORABLE_TEXT_MESSAGE,
    ]);
    expect(
      userCreateSchema.safeParse({
        login: 'ann',
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        roles: ['ROLE_\u0000'],
        mode: 'invite',
      }).success,
    ).toBe(false);
  });
});

describe('whole numbers of integer columns', () => {
  it.each([
    ['0', 0],
    ['-2147483648', -2147483648],
    ['2147483647', 2147483647],
  ])('reads %s', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });
  it.each(['2147483648', '-2147483649', '99999999999', '1.5', '1e3', '+1', '0x10', ' 1', ''])(
    'refuses %j',
    (text) => {
      expect(parseWholeNumber(text)).toBeUndefined();
    },
  );
  it('bounds ids to 1..2147483647', () => {
    expect(parseWholeNumber('0', 1)).toBeUndefined();
    expect(parseWholeNumber('1', 1)).toBe(1);
  });
});
