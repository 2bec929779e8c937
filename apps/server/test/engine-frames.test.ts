import { CLIENT_MESSAGE_TYPES, clientMessageSchema, ENGINE_CONTENT_MAX } from '@parlance/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelFrameText, plainClientMessage } from '../src/modules/engine/engine.routes.js';

/** The socket's plain reading of a client frame answers what the schema does, and only for frames it accepts. */
describe('plainClientMessage', () => {
  const agrees = (raw: unknown) => {
    const plain = plainClientMessage(raw);
    const parsed = clientMessageSchema.safeParse(raw);
    if (plain !== undefined) {
      expect(parsed.success).toBe(true);
      expect(plain).toEqual(parsed.data);
    }
    return plain;
  };

  it('reads the frames the frame sends as the schema does', () => {
    for (const type of CLIENT_MESSAGE_TYPES) {
      expect(agrees({ engagementId: 'PLATFORM123', type, program: 7, content: ' hello ' })).toEqual({
        engagementId: 'PLATFORM123',
        type,
        program: 7,
        content: ' hello ',
      });
      expect(agrees({ engagementId: 'PLATFORM0', type, program: 1 })?.content).toBe('');
    }
    // Keys the schema does not know are left out, as the schema strips them.
    expect(
      agrees({ engagementId: 'PLATFORM1', type: 'agent_message', program: 2, content: 'x', extra: 1 }),
    ).toEqual({
      engagementId: 'PLATFORM1',
      type: 'agent_message',
      program: 2,
      content: 'x',
    });
    expect(
      agrees({
        engagementId: 'PLATFORM1',
        type: 'agent_message',
        program: 2,
        content: 'x'.repeat(ENGINE_CONTENT_MAX * 4),
      }),
    ).toBeDefined();
  });

  it('leaves every other frame to the schema', () => {
    const others: unknown[] = [
      null,
      [],
      'PLATFORM1',
      42,
      {},
      {
        engagementId: 'PLATFORM1',
        type: 'agent_message',
        program: 2,
        content: 'x'.repeat(ENGINE_CONTENT_MAX * 4 + 1),
      },
      { engagementId: 'PLATFORM01', type: 'agent_message', program: 2, content: 'x' },
      { engagementId: 'PLATFORM4294967296', type: 'agent_message', program: 2, content: 'x' },
      { engagementId: 'platform1', type: 'agent_message', program: 2, content: 'x' },
      { engagementId: 'PLATFORM1', type: 'label', program: 2, content: 'x' },
      { engagementId: 'PLATFORM1', type: 'agent_message', program: 0, content: 'x' },
      { engagementId: 'PLATFORM1', type: 'agent_message', program: -3, content: 'x' },
      { engagementId: 'PLATFORM1', type: 'agent_message', program: 1.5, content: 'x' },
      { engagementId: 'PLATFORM1', type: 'agent_message', program: '2', content: 'x' },
      { engagementId: 'PLATFORM1', type: 'agent_message', program: 2 ** 53, content: 'x' },
      { engagementId: 'PLATFORM1', type: 'agent_message', program: 2, content: null },
      { engagementId: 'PLATFORM1', type: 'agent_message', program: 2, content: 5 },
    ];
    for (const raw of others) expect(agrees(raw)).toBeUndefined();
  });

  it('never accepts a frame the schema refuses, nor reads one otherwise', () => {
    const engagementId = fc.oneof(
      fc.nat({ max: 5_000_000_000 }).map((n) => `PLATFORM${n}`),
      fc.string(),
      fc.constant(undefined),
    );
    const frame = fc.record(
      {
        engagementId,
        type: fc.oneof(fc.constantFrom(...CLIENT_MESSAGE_TYPES), fc.string()),
        program: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
        content: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        other: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(frame, fc.anything()), (raw) => {
        agrees(raw);
      }),
      { numRuns: 2000 },
    );
  });
});

/** The label frame's text, its evidence and cards as the pipeline serialised them, is the frame's own JSON. */
describe('labelFrameText', () => {
  const text = fc.string({ unit: 'binary' });
  const label = fc.record({
    engagementId: text,
    index: fc.nat(),
    from: fc.constantFrom('Agent' as const, 'Visitor' as const),
    stage: text,
    confidence: fc.oneof(fc.double(), fc.constantFrom(0, 1, 0.1234)),
    evidence: fc.array(fc.record({ example: text, stage: text, score: fc.double() }), { maxLength: 4 }),
    cards: fc.array(
      fc.record(
        { subject: text, predicate: text, object: text, reason: text },
        { requiredKeys: ['subject', 'predicate', 'object'] },
      ),
      { maxLength: 5 },
    ),
    stageChanged: fc.boolean(),
    time: text,
    alerts: fc.array(
      fc.record({
        id: fc.nat(),
        ruleId: text,
        kind: text,
        severity: text,
        message: text,
        index: fc.nat(),
        time: text,
      }),
      { maxLength: 2 },
    ),
  });

  it('is JSON.stringify of the frame, byte for byte', () => {
    fc.assert(
      fc.property(label, (fields) => {
        const texts = { evidence: JSON.stringify(fields.evidence), cards: JSON.stringify(fields.cards) };
        // biome-ignore lint/suspicious/noExplicitAny: the alerts' shape does not matter to their serialisation.
        const frame = labelFrameText({ label: fields as any, texts });
        expect(frame).toBe(JSON.stringify({ type: 'label', ...fields }));
      }),
      { numRuns: 2000 },
    );
  });
});
