import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema.js';

/** The signed-in user as a request sees it: the user's row, the session's times and the tenant's public id. */
export type SessionUser = Selectable<UserTable> & {
  sessionHash: string;
  sessionLastSeen: string;
  sessionExpiresAt: string;
  tenantPublicId: number;
};

/** A live session with its user, role names and authorities (role names and permissions). */
export interface FoundSession {
  user: SessionUser;
  roles: string[];
  authorities: string[];
}

/**
 * What the authentication plugin needs of the auth and users modules, given to it by `buildApp`, so that plugins
 * import no module (DESIGN.md section 7).
 */
export interface SessionLookup {
  /** The live session by the hash of its id, with its user, tenant, roles and permissions, in one query. */
  findByHash(hash: string): Promise<FoundSession | undefined>;
  /** The once-a-minute write: the session's sliding expiry and the user's last activity, both at `at`. */
  touch(user: SessionUser, at: string): Promise<void>;
  /** The SQL of `touch`'s statements: they change only the user's times, so the principal cache ends no entry. */
  touchStatements: readonly string[];
  /** Whether a user of this status may use a session. */
  isActive(status: string): boolean;
}
