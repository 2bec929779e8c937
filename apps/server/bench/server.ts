import { userAccountSchema } from '@parlance/shared';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { jsonSchemaOf } from '../src/lib/json-schema.js';
import { createSession, findSession } from '../src/modules/auth/session.repository.js';
import { findUserForSignIn, toUserAccount } from '../src/modules/users/user.repository.js';

/**
 * The server under test, in a process of its own: the whole app on `DATABASE_URL`, plus `GET /bench/bare`, a
 * route behind the same plugins and hooks (cookies, CSRF, metrics) that answers the admin's account, a body of
 * the same size and schema as `GET /api/account`, without reading anything. Webhooks may call loopback
 * (`WEBHOOK_ALLOW_PRIVATE`), where the webhooks' bench receives them. Prints `LISTENING <address>`.
 */
const app = await buildApp(
  makeConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    // The webhooks' bench receives on a plain http server on loopback (every bench targets loopback only).
    WEBHOOK_ALLOW_PRIVATE: 'true',
  }),
);
const db = app.context.db.kysely;
const admin = await findUserForSignIn(db, 'admin');
if (!admin) throw new Error('no admin');
const sessionId = await createSession(db, admin.id, admin.tenant_id, 60_000);
const found = await findSession(db, sessionId);
if (!found) throw new Error('no session');
const body = toUserAccount(found.user, found.user.tenantPublicId, found);
app.get(
  '/bench/bare',
  { schema: { response: { 200: jsonSchemaOf(userAccountSchema, 'output') } } },
  async () => body,
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// As `server.ts` does after listening; awaited here, so that the load meets a server past its start (otherwise
// every engagement started while the stage model trains waits for it, and they all send in step afterwards).
await app.context.engine.warm();
process.stdout.write(`LISTENING ${address}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
