import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  engineSocketUrl,
  isEngagementId,
  isExternalEngagementId,
  newEngagementId,
  readSimulatorSession,
  SIMULATOR_SESSION_KEY,
} from './engine.js';
import { clientMessageSchema, externalEngagementIdSchema } from './schemas/engine.js';

describe('engagement ids', () => {
  it('accepts PLATFORM and a 32-bit unsigned number without leading zeros', () => {
    for (const id of ['PLATFORM0', 'PLATFORM1', 'PLATFORM4294967295', 'PLATFORM123456'])
      expect(isEngagementId(id), id).toBe(true);
    for (const id of [
      'PLATFORM',
      'PLATFORM4294967296',
      'PLATFORM01',
      'platform1',
      'PLATFORM-1',
      'PLATFORM1.5',
      'X1',
      7,
      null,
    ])
      expect(isEngagementId(id), String(id)).toBe(false);
  });

  it('makes new ids that pass the rule', () => {
    for (let i = 0; i < 100; i++) expect(isEngagementId(newEngagementId())).toBe(true);
  });
});

describe("an integrator's own engagement ids", () => {
  const valid = [
    'a',
    '7',
    'PLATFORM12',
    'WALK4-IMPORT-0001',
    '3f2c1e9a-8b7d-4c6e-9f01-23456789abcd',
    'sip:4711',
    'call_2026.11.28:0001',
    '...x',
    '.a.',
    'x'.repeat(128),
  ];
  const invalid = [
    '',
    '.',
    '..',
    '....',
    'x'.repeat(129),
    'a b',
    'a/b',
    'a#b',
    'a?b',
    'a%2F',
    'ünïcode',
    'tab\t',
    'line\n',
    'a+b',
    7,
    null,
  ];

  it('accepts 1 to 128 letters, digits, -, _, . and :, not dots alone', () => {
    for (const id of valid) expect(isExternalEngagementId(id), id).toBe(true);
    for (const id of invalid) expect(isExternalEngagementId(id), String(id)).toBe(false);
  });

  it('is the schema the API parses with, whose error gives the rule and the pattern', () => {
    for (const id of valid) expect(externalEngagementIdSchema.safeParse(id).success, id).toBe(true);
    const wrong = externalEngagementIdSchema.safeParse('WALK4/IMPORT');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(
      '1 to 128 letters, digits, -, _, . or :, not dots alone (pattern ^(?!\\.+$)[A-Za-z0-9._:-]{1,128}$).',
    );
  });

  it('states the pattern in its JSON schema, which the OpenAPI document shows', () => {
    const json = z.toJSONSchema(externalEngagementIdSchema) as { pattern?: string; description?: string };
    expect(json.pattern).toBe('^(?!\\.+$)[A-Za-z0-9._:-]{1,128}$');
    expect(json.description).toContain('unique in the tenant');
  });
});

describe('engine protocol', () => {
  it('reads the four client messages, content optional for start and end', () => {
    expect(
      clientMessageSchema.parse({ engagementId: 'PLATFORM5', type: 'engagement_start', program: 3 }),
    ).toEqual({
      engagementId: 'PLATFORM5',
      type: 'engagement_start',
      program: 3,
      content: '',
    });
    expect(
      clientMessageSchema.safeParse({ engagementId: 'PLATFORM5', type: 'shout', program: 3 }).success,
    ).toBe(false);
    expect(
      clientMessageSchema.safeParse({ engagementId: 'PLATFORM5', type: 'agent_message', program: '3' })
        .success,
    ).toBe(false);
  });

  it('builds the socket URL on the frame origin', () => {
    expect(engineSocketUrl('https://frame.example.com/frame/?app=voice', { ticket: 'a b' })).toBe(
      'wss://frame.example.com/api/engine/ws?ticket=a+b',
    );
    expect(engineSocketUrl('http://127.0.0.1:8080/frame/', { resume: 'r' })).toBe(
      'ws://127.0.0.1:8080/api/engine/ws?resume=r',
    );
    expect(SIMULATOR_SESSION_KEY).toBe('parlance_simulator');
  });

  it('reads back a stored simulation only when it is one', () => {
    expect(readSimulatorSession({ engagementId: 'PLATFORM7', program: 3 })).toEqual({
      engagementId: 'PLATFORM7',
      program: 3,
    });
    for (const value of [
      null,
      'PLATFORM7',
      {},
      { engagementId: 'PLATFORM07', program: 3 },
      { engagementId: 'PLATFORM7', program: '3' },
      { engagementId: 'PLATFORM7', program: 1.5 },
      { engagementId: 'PLATFORM7' },
    ]) {
      expect(readSimulatorSession(value), JSON.stringify(value)).toBeNull();
    }
  });
});
