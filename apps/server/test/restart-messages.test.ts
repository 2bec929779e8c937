import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { serverOnPrivatePostgres } from './support/private-postgres.js';
import { HttpClient } from './support/server-process.js';
import { ADMIN_PASSWORD } from './support/test-app.js';

/**
 * PostgreSQL restarted while messages are being written: four `/api/v1` clients keep sending messages through the
 * real server (its own process) while a private cluster stops and starts. Every message answered 201 must be stored
 * with the stage it was answered with, nothing else may be, and the reports must count exactly those: the figures
 * are worked out from the answers the clients were given, not from the database.
 */
describe.runIf(engine === 'postgres')('PostgreSQL restarted under message writes (postgres)', () => {
  const running = serverOnPrivatePostgres();

  it('loses no acknowledged message, stores none that was refused, and reports exactly the acknowledged ones', async () => {
    const { cluster, server } = running;
    const admin = new HttpClient(server.url);
    expect((await admin.login('admin', ADMIN_PASSWORD)).status).toBe(200);
    const created = await admin.request('POST', '/1000/api/api-keys', { json: { name: 'restart' } });
    expect(created.status, created.body).toBe(201);
    const key = (created.json() as { key: string }).key;
    const programs = await admin.request('GET', '/1000/api/programs');
    expect(programs.status, programs.body).toBe(200);
    const program = (programs.json() as { id: number }[])[0]?.id;
    expect(program).toBeDefined();

    const v1 = async (path: string, body?: unknown) => {
      try {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${key}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { status: 0, body: String(error) };
      }
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    interface Sent {
      engagementId: string;
      content: string;
      status: number;
      stage: string | null;
      at: number;
    }
    const sent: Sent[] = [];
    /** When a request was refused (a start or a message). */
    const refusedAt: number[] = [];
    let stop = false;
    const writer = async (id: number) => {
      for (let round = 0; !stop; round++) {
        const engagementId = `restart-${id}-${round}`;
        // Start the engagement, again until it is acknowledged (a refused start stored nothing).
        for (;;) {
          const started = await v1('/api/v1/engagements', { engagementId, program, channel: 'chat' });
          if (started.status === 201) break;
          expect([0, 503], started.body).toContain(started.status);
          refusedAt.push(Date.now());
          await pause(25);
        }
        for (let n = 0; n < 6 && !stop; n++) {
          const content =
            n % 2 === 0
              ? `Hello, I would like to ask about plan number ${id}-${round}-${n}.`
              : `Thank you for calling, let me look at that for you (${id}-${round}-${n}).`;
          const answer = await v1(`/api/v1/engagements/${engagementId}/messages`, {
            from: n % 2 === 0 ? 'Visitor' : 'Agent',
            content,
          });
          const stage = answer.status === 201 ? (JSON.parse(answer.body) as { stage: string }).stage : null;
          sent.push({ engagementId, content, status: answer.status, stage, at: Date.now() });
          if (answer.status !== 201) {
            expect([0, 503], answer.body).toContain(answer.status);
            refusedAt.push(Date.now());
            await pause(25);
          }
        }
      }
    };
    const waitFor = async (condition: () => boolean, ms: number) => {
      const until = Date.now() + ms;
      while (!condition() && Date.now() < until) await pause(20);
      return condition();
    };
    const acknowledged = () => sent.filter((message) => message.status === 201);

    const writers = [0, 1, 2, 3].map(writer);
    expect(await waitFor(() => acknowledged().length >= 40, 30_000)).toBe(true);
    await cluster.stop();
    const stoppedAt = Date.now();
    expect(await waitFor(() => refusedAt.some((at) => at > stoppedAt), 30_000)).toBe(true);
    await cluster.start();
    const backAt = Date.now();
    expect(await waitFor(() => sent.some((m) => m.at > backAt && m.status === 201), 30_000)).toBe(true);
    const countBack = acknowledged().length;
    expect(await waitFor(() => acknowledged().length >= countBack + 20, 30_000)).toBe(true);
    stop = true;
    await Promise.all(writers);
    expect(server.child.exitCode).toBeNull();

    // Exactly the acknowledged messages are stored, each with the stage its answer gave.
    const direct = new pg.Client({ connectionString: cluster.url });
    await direct.connect();
    const { rows } = await direct.query<{ engagement: string; content: string; stage: string }>(
      `select c.engagement_id as engagement, m.content, m.stage
         from conversation_message m join conversation c on c.id = m.conversation_id
        where c.engagement_id like 'restart-%'`,
    );
    await direct.end();
    const key3 = (engagement: string, content: string, stage: string | null) =>
      `${engagement}|${content}|${stage}`;
    const stored = rows.map((row) => key3(row.engagement, row.content, row.stage)).sort();
    const expected = acknowledged()
      .map((message) => key3(message.engagementId, message.content, message.stage))
      .sort();
    expect(stored).toEqual(expected);

    // The reports count the same: one conversation an engagement with an acknowledged message, and each acknowledged message under the
    // stage its answer gave (the corrections report's engine messages by stage), on the next report.
    const byStage = new Map<string, number>();
    for (const message of acknowledged()) {
      const stage = message.stage ?? '';
      byStage.set(stage, (byStage.get(stage) ?? 0) + 1);
    }
    const reportsAgree = async () => {
      const funnel = await admin.request('GET', '/1000/api/reports/funnel?source=api');
      const corrections = await admin.request('GET', '/1000/api/reports/corrections?source=api');
      if (funnel.status !== 200) return funnel.body;
      if (corrections.status !== 200) return corrections.body;
      const conversations = (funnel.json() as { conversations: number }).conversations;
      const counted = new Map(
        (corrections.json() as { byStage: { stage: string; messages: number }[] }).byStage
          .filter((row) => row.messages > 0)
          .map((row) => [row.stage, row.messages]),
      );
      return JSON.stringify({ conversations, byStage: [...counted].sort() });
    };
    // A conversation is placed in a period by its first message: one with none is in no report.
    const withMessages = new Set(acknowledged().map((message) => message.engagementId));
    const wanted = JSON.stringify({ conversations: withMessages.size, byStage: [...byStage].sort() });
    let answered = '';
    const until = Date.now() + 10_000;
    do {
      answered = await reportsAgree();
      if (answered === wanted) break;
      await pause(200);
    } while (Date.now() < until);
    expect(answered, server.output().slice(-4000)).toBe(wanted);
  }, 180_000);
});
