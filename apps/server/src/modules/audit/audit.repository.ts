import type { AuditAction, AuditEntityType } from '@parlance/shared';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

export type { AuditAction, AuditEntityType };

export interface AuditEntry {
  tenantId: number;
  actor: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Secrets never reach the audit log. */
const REDACTED = new Set(['password_hash', 'passwordHash', 'password']);
const serialise = (value: unknown) =>
  value === undefined || value === null
    ? null
    : JSON.stringify(value, (key, inner) => (REDACTED.has(key) ? undefined : inner));

/** Records a change in the same transaction as the change itself. */
export const recordAudit = (db: Executor, entry: AuditEntry) =>
  db
    .insertInto('audit_event')
    .values({
      tenant_id: entry.tenantId,
      actor: entry.actor,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      before_value: serialise(entry.before),
      after_value: serialise(entry.after),
      created_date: nowIso(),
    })
    .execute();
