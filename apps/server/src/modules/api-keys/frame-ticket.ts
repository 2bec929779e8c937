import { FRAME_TICKET_TTL_SECONDS } from '@parlance/shared';
import type { Executor } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';

/**
 * A frame ticket asked for with a tenant API key has no session behind it: its `session_hash` names the key
 * instead (`api-key:<id>`, never a SHA-256, which is 64 hex digits), so the socket lives exactly as long as the key.
 */
export const API_KEY_TICKET_PREFIX = 'api-key:';

/** A frame ticket for an agent, through the same table the simulator's tickets use. */
export const issueApiKeyFrameTicket = async (
  db: Executor,
  keyId: number,
  tenantId: number,
  userId: number,
): Promise<string> => {
  const ticket = randomToken();
  await db
    .insertInto('frame_ticket')
    .values({
      token_hash: sha256(ticket),
      tenant_id: tenantId,
      user_id: userId,
      session_hash: `${API_KEY_TICKET_PREFIX}${keyId}`,
      expires_at: isoIn(FRAME_TICKET_TTL_SECONDS * 1000),
    })
    .execute();
  await db.deleteFrom('frame_ticket').where('expires_at', '<', nowIso()).execute();
  return ticket;
};
