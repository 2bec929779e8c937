import { describe, expect, it } from 'vitest';
import { detectSection, formatUtcDate, truncate } from './text.js';

describe('truncate', () => {
  it('trims, cuts at the length and appends ...', () => {
    expect(truncate('  hello world  ', 5)).toBe('hello...');
  });
  it('leaves short text whole (after trimming)', () => {
    expect(truncate('  hi  ', 5)).toBe('hi');
    expect(truncate('exact', 5)).toBe('exact');
  });
  it('treats null and undefined as empty', () => {
    expect(truncate(null, 3)).toBe('');
    expect(truncate(undefined, 3)).toBe('');
  });
});

describe('formatUtcDate', () => {
  it('shows year/month/day in UTC, zero padded', () => {
    expect(formatUtcDate('2024-03-05T23:30:00.000Z')).toBe('2024/03/05');
    expect(formatUtcDate('2024-03-05T23:30:00-05:00')).toBe('2024/03/06');
    expect(formatUtcDate(new Date(Date.UTC(2025, 0, 9)))).toBe('2025/01/09');
  });
  it('shows nothing for missing or invalid dates', () => {
    expect(formatUtcDate(null)).toBe('');
    expect(formatUtcDate('')).toBe('');
    expect(formatUtcDate('not a date')).toBe('');
  });
});

describe('detectSection', () => {
  it.each([
    ['/1000/admin/programs', 'admin'],
    ['/1000/admin/account-management/users/', 'admin'],
    ['/1000/x/applications', 'admin'],
    ['/1000/account-management', 'admin'],
    ['/1000/role-management/standard', 'admin'],
    ['/1000/agent-attributes/departments', 'admin'],
    ['/1000/home', 'home'],
    ['/1000/home/', 'home'],
    ['/1000/studio/dashboard', 'studio'],
    ['/1000/supervisor', 'supervisor'],
    ['/1000/agentic-voice/x', 'agentic voice'],
    ['/1000', ''],
  ])('%s is the %s section', (path, section) => {
    expect(detectSection(path)).toBe(section);
  });
});
