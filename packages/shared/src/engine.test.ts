import { describe, expect, it } from 'vitest';
import {
  engineSocketUrl,
  isEngagementId,
  newEngagementId,
  readSimulatorSession,
  SIMULATOR_SESSION_KEY,
} from './engine.js';
import { clientMessageSchema } from './schemas/engine.js';

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
