import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { foundOrNotFound } from '../../lib/problem.js';
import { idParam } from '../../lib/route-params.js';
import { principalOf } from '../../plugins/access.js';
import { type AuditEntityType, recordAudit } from './audit.repository.js';

/** What a delete endpoint of one of the tenant's entities, named by the path's `id`, needs to know of it. */
export interface AuditedDelete<Row> {
  /**
   * The tenant's row of that id, read in the delete's transaction. None is "not found", so another tenant's id is
   * answered as one that does not exist. `lock` asks for the row to be held until the transaction ends.
   */
  find(
    trx: Executor,
    tenantId: number,
    id: number,
    lock: boolean,
    request: FastifyRequest,
  ): Promise<Row | undefined>;
  /** Holds the row found (PostgreSQL; SQLite's writes are serial), so that `check` still holds at the delete. */
  lock?: boolean;
  /** Throws the problem that refuses the delete when the row must stay. */
  check?(row: Row): void;
  remove(trx: Executor, tenantId: number, id: number, row: Row): Promise<unknown>;
  /** What the audit log keeps of the row as it was; the row itself unless given. */
  audited?(row: Row): unknown;
}

/**
 * The handler of such a delete: the row is found, checked, deleted and audited in one transaction, so that the
 * audit entry is there exactly when the row is gone. Answers 204.
 */
export const auditedDelete =
  <Row>(db: Db, entityType: AuditEntityType, entity: AuditedDelete<Row>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = await principalOf(request);
    const id = idParam(request);
    const lock = entity.lock === true && db.dialect === 'postgres';
    await db.kysely.transaction().execute(async (trx: Executor) => {
      const row = foundOrNotFound(await entity.find(trx, principal.tenantId, id, lock, request));
      entity.check?.(row);
      await entity.remove(trx, principal.tenantId, id, row);
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        actor: principal.user.login,
        action: 'delete',
        entityType,
        entityId: id,
        before: entity.audited ? entity.audited(row) : row,
      });
    });
    return reply.code(204).send();
  };

/** A table of tenant rows keyed by `id`. */
type TenantScopedTable = {
  [T in keyof Database]: Database[T] extends { tenant_id: unknown; id: unknown } ? T : never;
}[keyof Database];

/** The `remove` of an entity that is its one row of `table`, with nothing else to delete. */
export const deleteTenantRow = (table: TenantScopedTable) => (trx: Executor, tenantId: number, id: number) =>
  trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
