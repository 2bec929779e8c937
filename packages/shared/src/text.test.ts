import { describe, expect, it } from 'vitest';
import {
  countOf,
  detectSection,
  formatDate,
  formatDateTime,
  formatDurationWords,
  formatTime,
  formatUtcDate,
  truncate,
  zoneName,
} from './text.js';

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

describe('dates and times in a zone', () => {
  // 2026-01-10T03:04:05Z is 22:04:05 on 9 January in New York (UTC-5) and 12:04:05 in Tokyo (UTC+9).
  const instant = '2026-01-10T03:04:05.000Z';
  it('shows the date of the zone, year/month/day zero padded', () => {
    expect(formatDate(instant)).toBe('2026/01/10');
    expect(formatDate(instant, 'America/New_York')).toBe('2026/01/09');
    expect(formatDate(instant, 'Asia/Tokyo')).toBe('2026/01/10');
  });
  it('shows the 24-hour time of the zone, with seconds when asked', () => {
    expect(formatDateTime(instant, 'America/New_York')).toBe('2026/01/09 22:04');
    expect(formatDateTime(instant, 'UTC', true)).toBe('2026/01/10 03:04:05');
    expect(formatTime(instant, 'Asia/Tokyo')).toBe('12:04:05');
    expect(formatTime('2026-01-10T00:00:00Z')).toBe('00:00:00');
  });
  it('falls back to UTC for a zone this runtime does not know, and shows nothing for no date', () => {
    expect(formatDateTime(instant, 'Mars/Olympus')).toBe('2026/01/10 03:04');
    expect(formatDateTime(null)).toBe('');
  });
  it('names a zone as people read it', () => {
    expect(zoneName('America/New_York')).toBe('America/New York');
  });
});

describe('countOf', () => {
  it('puts the noun in the right number and groups the count', () => {
    expect(countOf(0, 'conversation', 'conversations')).toBe('0 conversations');
    expect(countOf(1, 'conversation', 'conversations')).toBe('1 conversation');
    expect(countOf(2, 'conversation', 'conversations')).toBe('2 conversations');
    expect(countOf(1500, 'alert', 'alerts')).toBe('1,500 alerts');
  });
});

describe('formatDurationWords', () => {
  it('reads as a length of time, never as a clock time', () => {
    expect(formatDurationWords(104_000)).toBe('1 min 44 s');
    expect(formatDurationWords(44_900)).toBe('44 s');
    expect(formatDurationWords(120_000)).toBe('2 min');
    expect(formatDurationWords(7_500_000)).toBe('2 h 5 min');
    expect(formatDurationWords(-5)).toBe('0 s');
  });
});
