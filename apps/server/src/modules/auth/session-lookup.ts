import type { Db } from '../../db/database.js';
import type { SessionLookup } from '../../plugins/session-lookup.js';
import { ACTIVE_STATUSES, touchActivity, touchActivityQuery } from '../users/user.repository.js';
import { extendSession, extendSessionQuery, findSessionByHash } from './session.repository.js';

/** The session queries the authentication plugin is given by `buildApp`. */
export const createSessionLookup = (db: Db, sessionLifetimeMs: number): SessionLookup => ({
  findByHash: (hash) => findSessionByHash(db.kysely, hash),
  touch: async (user, at) => {
    await extendSession(db.kysely, user.sessionHash, sessionLifetimeMs, at);
    await touchActivity(db.kysely, user.tenant_id, user.id, at);
  },
  touchStatements: [
    extendSessionQuery(db.kysely, '', 0, '').compile().sql,
    touchActivityQuery(db.kysely, 0, 0, '').compile().sql,
  ],
  isActive: (status) => ACTIVE_STATUSES.includes(status),
});
