import { MESSAGES, RESET_FINISH_PATH } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto.js';
import { sendInvitation } from '../src/modules/account/account.routes.js';
import { issueKey } from '../src/modules/auth/user-key.repository.js';
import { engine } from './support/database.js';
import { type ReceivedMail, resetLink, startSmtpServer } from './support/smtp.js';
import { ADMIN_PASSWORD, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import {
  type CreatedUser,
  createUser,
  eventually,
  expectProblem,
  fieldsOf,
  findUserRow,
  setStatus,
} from './support/users.js';

const PUBLIC_URL = 'https://parlance.example.com';
const INIT = '/api/account/reset-password/init';
const FINISH = '/api/account/reset-password/finish';
const FINISH_CREATE = '/api/account/reset-password/finish-create';

const keyOf = (link: string) => new URL(link).searchParams.get('key')!;

/**
 * Mail goes out after the answer. Every send the app begins is noted, so that a test can wait until those begun so
 * far have ended: a mail they sent has reached its peer (the SMTP server or the outbox) by then.
 */
const noteSends = (test: TestApp) => {
  const begun: Promise<unknown>[] = [];
  const { mailer } = test.app.context;
  const send = mailer.send.bind(mailer);
  mailer.send = (mail) => {
    const sending = send(mail);
    begun.push(sending.catch(() => undefined));
    return sending;
  };
  return { ended: () => Promise.all(begun) };
};

describe(`password reset through a real SMTP server (${engine})`, () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sends: ReturnType<typeof noteSends>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    test = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    sends = noteSends(test);
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address.toLowerCase()));

  /**
   * Before concluding that some request sent no mail: a reset asked for after it has been mailed, and every send
   * begun by then has ended, so that one the earlier request began (before its answer) has arrived too.
   */
  const afterLaterMail = async () => {
    const later = await createUser(test);
    expect((await test.client().post(INIT, later.email, { text: true })).statusCode).toBe(200);
    await smtp.waitFor(later.email);
    await sends.ended();
  };

  /** Waits for the `count`-th mail to `address`. */
  const mailNumber = (address: string, count: number): Promise<ReceivedMail> =>
    eventually(async () => mailsTo(address)[count - 1]);

  /** Asks for a reset for `user` and returns the key of the mail that arrives. */
  const requestReset = async (user: CreatedUser) => {
    const count = mailsTo(user.email).length;
    const response = await test.client().post(INIT, user.email, { text: true });
    expect(response.statusCode).toBe(200);
    return keyOf(resetLink(await mailNumber(user.email, count + 1)));
  };

  const finish = (key: string, newPassword: string, path = FINISH) =>
    test.client().post(path, { key, newPassword });

  it('mails a reset link to an active account, answering 200 with no body', async () => {
    const user = await createUser(test);
    const response = await test.client().post(INIT, user.email, { text: true });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toContain('Subject: Parlance password reset');
    const link = resetLink(mail);
    expect(link.startsWith(`${PUBLIC_URL}${RESET_FINISH_PATH}?key=`)).toBe(true);
    expect(link).not.toContain('create=1');
    const key = keyOf(link);
    const row = await test.db.kysely
      .selectFrom('user_key')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'reset', key_hash: sha256(key), used_date: null });
    const lifetime = Date.parse(row.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('finds the account whatever the case of the address, for TEMP_PASSWORD and CONTROL_GROUP users too', async () => {
    for (const status of ['ACTIVE', 'TEMP_PASSWORD', 'CONTROL_GROUP'] as const) {
      const user = await createUser(test, { status });
      expect(
        (await test.client().post(INIT, ` ${user.email.toUpperCase()} `, { text: true })).statusCode,
      ).toBe(200);
      await smtp.waitFor(user.email);
    }
  });

  it('answers 200 but sends nothing and changes nothing for unknown, invited and deactivated addresses', async () => {
    const invited = await createUser(test, { status: 'INVITED', password: null });
    const deactivated = await createUser(test);
    await setStatus(test, deactivated.id, 'DEACTIVATED');
    const before = await snapshot(test.db);
    for (const address of ['nobody@example.com', 'agent@parlance.test', invited.email, deactivated.email]) {
      const response = await test.client().post(INIT, address, { text: true });
      expect(response.statusCode, address).toBe(200);
      expect(response.body).toBe('');
    }
    expect(await snapshot(test.db)).toEqual(before);
    await afterLaterMail();
    for (const address of ['nobody@example.com', 'agent@parlance.test', invited.email, deactivated.email]) {
      expect(mailsTo(address), address).toHaveLength(0);
    }
    const keys = await test.db.kysely
      .selectFrom('user_key')
      .select('user_id')
      .where('user_id', 'in', [invited.id, deactivated.id])
      .execute();
    expect(keys).toHaveLength(0);
  });

  it('answers 400 for a malformed address, and changes nothing', async () => {
    const before = await snapshot(test.db);
    const count = smtp.mails.length;
    for (const address of ['not-an-email', 'a@b', 'a b@example.com', 'admin@parlance.museum', '', '@x.com']) {
      const response = await test.client().post(INIT, address, { text: true });
      expectProblem(response, 400, { errorKey: 'error.validation' });
    }
    expectProblem(await test.client().post(INIT, { email: 'admin@parlance.test' }), 400);
    expectProblem(await test.client().post(INIT), 400);
    expect(await snapshot(test.db)).toEqual(before);
    await afterLaterMail();
    expect(smtp.mails.length).toBe(count + 1);
  });

  it("sets the new password from the mailed key: the new one works, the old one doesn't, sessions end", async () => {
    const user = await createUser(test);
    const signedIn = test.client();
    await signedIn.login(user.login, user.password);
    const key = await requestReset(user);
    const response = await finish(key, 'a-fresh-password');
    expect(response.statusCode).toBe(200);
    expect((await test.client().login(user.login, 'a-fresh-password')).statusCode).toBe(200);
    expectProblem(await test.client().login(user.login, user.password), 401);
    expectProblem(await signedIn.get('/api/account'), 401);
    const row = await test.db.kysely
      .selectFrom('user_key')
      .select('used_date')
      .where('key_hash', '=', sha256(key))
      .executeTakeFirstOrThrow();
    expect(row.used_date).not.toBeNull();
  });

  it('uses a key once: the second use answers 400 with a field error on key', async () => {
    const user = await createUser(test);
    const key = await requestReset(user);
    expect((await finish(key, 'a-fresh-password')).statusCode).toBe(200);
    const before = await snapshot(test.db);
    const response = await finish(key, 'another-password');
    expectProblem(response, 400, { errorKey: 'invalidkey', message: MESSAGES.invalidKey });
    expect(fieldsOf(response)).toEqual(['key']);
    expect(await snapshot(test.db)).toEqual(before);
    expect((await test.client().login(user.login, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('answers 400 for an expired key, and changes nothing', async () => {
    const user = await createUser(test);
    const key = await requestReset(user);
    await test.db.kysely
      .updateTable('user_key')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('key_hash', '=', sha256(key))
      .execute();
    const before = await snapshot(test.db);
    const response = await finish(key, 'a-fresh-password');
    expectProblem(response, 400, { errorKey: 'invalidkey' });
    expect(fieldsOf(response)).toEqual(['key']);
    expect(await snapshot(test.db)).toEqual(before);
    expect((await test.client().login(user.login, user.password)).statusCode).toBe(200);
  });

  it('answers 400 for a made-up or missing key, and changes nothing', async () => {
    const before = await snapshot(test.db);
    for (const key of ['made-up-key', 'x'.repeat(43)]) {
      const response = await finish(key, 'a-fresh-password');
      expectProblem(response, 400, { errorKey: 'invalidkey' });
      expect(fieldsOf(response)).toEqual(['key']);
    }
    for (const body of [
      { newPassword: 'a-fresh-password' },
      { key: '', newPassword: 'a-fresh-password' },
      {},
    ]) {
      const response = await test.client().post(FINISH, body);
      expectProblem(response, 400, { errorKey: 'error.validation' });
      expect(fieldsOf(response)).toContain('key');
    }
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('rejects a too short (7) or too long (101) password without spending the key', async () => {
    const user = await createUser(test);
    const key = await requestReset(user);
    for (const newPassword of ['1234567', 'z'.repeat(101)]) {
      const before = await snapshot(test.db);
      const response = await finish(key, newPassword);
      expectProblem(response, 400, { message: MESSAGES.passwordLength(8, 100) });
      expect(fieldsOf(response)).toEqual(['newPassword']);
      expect(await snapshot(test.db)).toEqual(before);
    }
    expect((await finish(key, 'long-enough')).statusCode).toBe(200);
    expect((await test.client().login(user.login, 'long-enough')).statusCode).toBe(200);
  });

  it('a newer reset mail replaces the older key', async () => {
    const user = await createUser(test);
    const first = await requestReset(user);
    const second = await requestReset(user);
    expect(second).not.toBe(first);
    expectProblem(await finish(first, 'a-fresh-password'), 400, { errorKey: 'invalidkey' });
    expect((await finish(second, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('refuses the key of a user deactivated since the mail, without spending it', async () => {
    const user = await createUser(test);
    const key = await requestReset(user);
    await setStatus(test, user.id, 'DEACTIVATED');
    const before = await snapshot(test.db);
    expectProblem(await finish(key, 'a-fresh-password'), 400, { errorKey: 'invalidkey' });
    expect(await snapshot(test.db)).toEqual(before);
    expect((await findUserRow(test, user.id)).status).toBe('DEACTIVATED');
    await setStatus(test, user.id, 'ACTIVE');
    expect((await finish(key, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('finish-create sets an invited user first password from the invitation mail and activates the user', async () => {
    const user = await createUser(test, { status: 'INVITED', password: null });
    await sendInvitation(test.app.context, PUBLIC_URL, await findUserRow(test, user.id));
    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toContain('Demo Contact Centre');
    const link = resetLink(mail);
    expect(link).toContain('&create=1');
    const key = keyOf(link);
    const row = await test.db.kysely
      .selectFrom('user_key')
      .selectAll()
      .where('key_hash', '=', sha256(key))
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('invite');
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);

    expectProblem(await test.client().login(user.login, 'my-first-password'), 401);
    // Length rule first: the key survives a rejected password.
    const before = await snapshot(test.db);
    const short = await finish(key, 'short', FINISH_CREATE);
    expectProblem(short, 400);
    expect(fieldsOf(short)).toEqual(['newPassword']);
    expect(await snapshot(test.db)).toEqual(before);

    expect((await finish(key, 'my-first-password', FINISH_CREATE)).statusCode).toBe(200);
    expect((await findUserRow(test, user.id)).status).toBe('ACTIVE');
    const client = test.client();
    expect((await client.login(user.login, 'my-first-password')).statusCode).toBe(200);
    expect((await client.get('/api/account')).json()).toMatchObject({ status: 'ACTIVE', activated: true });
    const again = await finish(key, 'another-password', FINISH_CREATE);
    expectProblem(again, 400, { errorKey: 'invalidkey' });
    expect(fieldsOf(again)).toEqual(['key']);
  });

  it('does not take a reset key at finish-create, nor an invitation key at finish', async () => {
    const active = await createUser(test);
    const resetKey = await requestReset(active);
    const invited = await createUser(test, { status: 'INVITED', password: null });
    const inviteKey = await issueKey(test.db.kysely, invited.id, 'invite', 60_000);

    const before = await snapshot(test.db);
    const wrongPlace = await finish(resetKey, 'a-fresh-password', FINISH_CREATE);
    expectProblem(wrongPlace, 400, { errorKey: 'invalidkey' });
    expect(fieldsOf(wrongPlace)).toEqual(['key']);
    const otherWrongPlace = await finish(inviteKey, 'a-fresh-password', FINISH);
    expectProblem(otherWrongPlace, 400, { errorKey: 'invalidkey' });
    expect(fieldsOf(otherWrongPlace)).toEqual(['key']);
    expect(await snapshot(test.db)).toEqual(before);

    // Both keys still work where they belong.
    expect((await finish(resetKey, 'a-fresh-password', FINISH)).statusCode).toBe(200);
    expect((await finish(inviteKey, 'a-fresh-password', FINISH_CREATE)).statusCode).toBe(200);
    expect((await test.client().login(invited.login, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('binds each key to its kind even when the user status would fit the other call', async () => {
    const invited = await createUser(test, { status: 'INVITED', password: null });
    const resetKeyOfInvited = await issueKey(test.db.kysely, invited.id, 'reset', 60_000);
    const active = await createUser(test);
    const inviteKeyOfActive = await issueKey(test.db.kysely, active.id, 'invite', 60_000);
    const before = await snapshot(test.db);
    expectProblem(await finish(resetKeyOfInvited, 'a-fresh-password', FINISH_CREATE), 400, {
      errorKey: 'invalidkey',
    });
    expectProblem(await finish(inviteKeyOfActive, 'a-fresh-password', FINISH), 400, {
      errorKey: 'invalidkey',
    });
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('finish-create refuses an invitation key once the user is no longer INVITED, and an expired one', async () => {
    const user = await createUser(test, { status: 'INVITED', password: null });
    const key = await issueKey(test.db.kysely, user.id, 'invite', 60_000);
    await setStatus(test, user.id, 'DEACTIVATED');
    let before = await snapshot(test.db);
    expectProblem(await finish(key, 'a-fresh-password', FINISH_CREATE), 400, { errorKey: 'invalidkey' });
    expect(await snapshot(test.db)).toEqual(before);

    await setStatus(test, user.id, 'INVITED');
    await test.db.kysely
      .updateTable('user_key')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('key_hash', '=', sha256(key))
      .execute();
    before = await snapshot(test.db);
    expectProblem(await finish(key, 'a-fresh-password', FINISH_CREATE), 400, { errorKey: 'invalidkey' });
    expect(await snapshot(test.db)).toEqual(before);
    expect((await findUserRow(test, user.id)).password_hash).toBeNull();
  });
});

describe(`password-reset mail without SMTP (${engine})`, () => {
  let test: TestApp;
  let sends: ReturnType<typeof noteSends>;
  beforeAll(async () => {
    test = await startTestApp();
    sends = noteSends(test);
  });
  afterAll(() => test.close());

  it('keeps the mail in the outbox table, with a link whose key works', async () => {
    const response = await test.client().post(INIT, 'Admin@Parlance.test', { text: true });
    expect(response.statusCode).toBe(200);
    const mail = await eventually(() =>
      test.db.kysely
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', 'admin@parlance.test')
        .executeTakeFirst(),
    );
    expect(mail.subject).toBe('Parlance password reset');
    expect(mail.body_html).toContain('<a href="http://');
    const link = /https?:\/\/\S+\/account\/reset\/finish\?key=\S+/.exec(mail.body_text)?.[0];
    expect(link).toBeDefined();
    const key = keyOf(link!);
    expect((await test.client().post(FINISH, { key, newPassword: 'outbox-password' })).statusCode).toBe(200);
    expect((await test.client().login('admin', 'outbox-password')).statusCode).toBe(200);
    expectProblem(await test.client().login('admin', ADMIN_PASSWORD), 401);
  });

  it('writes nothing to the outbox for an unknown address', async () => {
    const before = await snapshot(test.db);
    expect((await test.client().post(INIT, 'stranger@example.com', { text: true })).statusCode).toBe(200);
    // Mail goes out after the answer: a reset asked for after it is in the outbox, and every send begun by then has
    // ended. That reset's key and mail are all that changed.
    expect((await test.client().post(INIT, 'admin@parlance.test', { text: true })).statusCode).toBe(200);
    const outbox = () => test.db.kysely.selectFrom('outbox').select('id').execute();
    await eventually(async () => (await outbox()).length > (before.outbox ?? []).length);
    await sends.ended();
    const after = await snapshot(test.db);
    const added = (table: string) => (after[table] ?? []).filter((row) => !before[table]?.includes(row));
    expect(added('outbox').map((row) => JSON.parse(row).recipient)).toEqual(['admin@parlance.test']);
    expect(added('user_key')).toHaveLength(1);
    expect({ ...after, outbox: before.outbox, user_key: before.user_key }).toEqual(before);
  });
});
