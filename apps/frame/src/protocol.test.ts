import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  engineSocketUrl,
  isAllowedOrigin,
  isFromParent,
  parentOrigin,
  parseOrigins,
  parseParentMessage,
  parseServerFrame,
  readParams,
} from './protocol';

describe('frame protocol', () => {
  it('reads app, provider and ticket from the URL', () => {
    expect(readParams('?app=voice&provider=parlance&ticket=abc')).toEqual({
      app: 'voice',
      provider: 'parlance',
      ticket: 'abc',
    });
    expect(readParams('')).toEqual({ app: '', provider: '', ticket: '' });
  });

  it('opens the engine socket on its own host, with the ticket or the resume token', () => {
    expect(engineSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' }, { ticket: 'a b' })).toBe(
      'ws://127.0.0.1:8080/api/engine/ws?ticket=a%20b',
    );
    expect(engineSocketUrl({ protocol: 'https:', host: 'x.example' }, { resume: 'r' })).toBe(
      'wss://x.example/api/engine/ws?resume=r',
    );
  });

  it('accepts exactly the allowed origins', () => {
    const allowed = parseOrigins(['http://localhost:4180/', 'nonsense', 'https://app.example']);
    expect(allowed).toEqual(['http://localhost:4180', 'https://app.example']);
    expect(isAllowedOrigin('http://localhost:4180', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:4181', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4180.evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('null', [...allowed, 'null'])).toBe(false);
    expect(parseOrigins('http://a.example, http://b.example')).toEqual([
      'http://a.example',
      'http://b.example',
    ]);
  });

  it("knows its parent's origin only when it is allowed", () => {
    const allowed = ['http://localhost:4180'];
    expect(parentOrigin({ ancestorOrigins: ['http://localhost:4180'] }, '', allowed)).toBe(
      'http://localhost:4180',
    );
    expect(
      parentOrigin({ ancestorOrigins: ['http://evil.example'] }, 'http://localhost:4180/x', allowed),
    ).toBe(undefined);
    expect(parentOrigin({}, 'http://localhost:4180/1/studio/simulator', allowed)).toBe(
      'http://localhost:4180',
    );
    expect(parentOrigin({}, '', allowed)).toBe(undefined);
  });

  it('accepts only the four parent message types with their fields', () => {
    const ok = { engagementId: 'PLATFORM1', type: 'visitor_message', program: 3, content: 'hi' };
    expect(parseParentMessage(ok)).toEqual(ok);
    expect(parseParentMessage({ ...ok, type: 'stage' })).toBeUndefined();
    expect(parseParentMessage({ ...ok, program: '3' })).toBeUndefined();
    expect(parseParentMessage({ ...ok, content: undefined })).toBeUndefined();
    expect(parseParentMessage('{"type":"agent_message"}')).toBeUndefined();
    expect(parseParentMessage(null)).toBeUndefined();
  });

  it('reads server frames and ignores anything else', () => {
    expect(parseServerFrame('{"type":"ended","engagementId":"PLATFORM1"}')).toEqual({
      type: 'ended',
      engagementId: 'PLATFORM1',
    });
    expect(parseServerFrame('not json')).toBeUndefined();
    expect(parseServerFrame('[1]')).toBeUndefined();
    expect(parseServerFrame(new ArrayBuffer(1))).toBeUndefined();
  });

  it('backs off from 500 ms, doubling, up to 10 s', () => {
    expect([0, 1, 2, 3, 10].map(backoffDelay)).toEqual([500, 1000, 2000, 4000, 10_000]);
  });
});

describe('messages from the parent', () => {
  it('count only from the parent window with an allowed origin', () => {
    const parent = {};
    const allowed = ['http://localhost:4180'];
    expect(isFromParent({ origin: 'http://localhost:4180', source: parent as Window }, parent, allowed)).toBe(
      true,
    );
    expect(isFromParent({ origin: 'http://evil.example', source: parent as Window }, parent, allowed)).toBe(
      false,
    );
    expect(isFromParent({ origin: 'http://localhost:4180', source: {} as Window }, parent, allowed)).toBe(
      false,
    );
    expect(isFromParent({ origin: 'http://localhost:4180', source: null }, parent, [])).toBe(false);
  });
});
