import { AUDIT_EVENT_LIST_SPEC, type AuditEvent, LIST_COUNT_LIMIT } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { readListQuery, runListQuery, setPaginationHeaders } from '../../lib/list.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import type { AppContext } from '../context.js';

const AUDIT_COLUMNS: Record<string, string> = {
  createdDate: 'audit_event.created_date',
  actor: 'audit_event.actor',
  entityType: 'audit_event.entity_type',
  entityId: 'audit_event.entity_id',
  action: 'audit_event.action',
};

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The tenant's audit log: who changed what, when, and the entity before and after. */
export const auditRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  secureRoute(app, 'GET /:tenantPublicId/api/audit-events', async (request, reply): Promise<AuditEvent[]> => {
    const principal = await principalOf(request);
    const query = readListQuery(request, AUDIT_EVENT_LIST_SPEC);
    const base = db.kysely
      .selectFrom('audit_event')
      .selectAll('audit_event')
      .where('audit_event.tenant_id', '=', principal.tenantId);
    // The id last in the direction of the last sort, so that one index serves a column's both directions; the
    // total is counted up to LIST_COUNT_LIMIT (a tenant's log grows with every change).
    const { rows, total, limited } = await runListQuery(
      base,
      query,
      AUDIT_COLUMNS,
      'audit_event.id',
      query.sort.at(-1)?.order === 1 ? 'asc' : 'desc',
      undefined,
      { db: db.kysely, atMost: LIST_COUNT_LIMIT },
    );
    setPaginationHeaders(request, reply, query, total, limited);
    return rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: parseJson(row.before_value),
      after: parseJson(row.after_value),
      createdDate: row.created_date,
    }));
  });
};
