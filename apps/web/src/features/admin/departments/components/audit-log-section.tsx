import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_EVENT_LIST_SPEC,
  type AuditEvent,
  formatDateTime,
} from '@parlance/shared';
import { AdminError, SectionHeader } from '../../../../components/admin-page';
import { type ResourceColumn, ResourceTable } from '../../../../components/data-table';
import { useScopedTableState } from '../../../../lib/scoped-table-state';
import { useList } from '../../../../lib/use-list';
import { AUDIT_EVENTS_PATH, auditEventsQueryKey } from '../api/list-audit-events';
import { AuditChanges } from './audit-changes';

/** Date and time in UTC, as the dates of the spec (year/month/day) followed by the time. */
export const formatAuditTime = (value: string): string => {
  const shown = formatDateTime(value, 'UTC', true);
  return shown ? `${shown} UTC` : value;
};

const COLUMNS: ResourceColumn<AuditEvent>[] = [
  {
    field: 'createdDate',
    header: 'When',
    sortable: true,
    filter: { kind: 'date' },
    body: (event) => <time dateTime={event.createdDate}>{formatAuditTime(event.createdDate)}</time>,
  },
  { field: 'actor', header: 'Actor', sortable: true, filter: { kind: 'text' } },
  {
    field: 'action',
    header: 'Action',
    filter: { kind: 'enum', options: AUDIT_ACTIONS.map((value) => ({ value, label: value })) },
  },
  {
    field: 'entityType',
    header: 'Entity',
    sortable: true,
    filter: { kind: 'enum', options: AUDIT_ENTITY_TYPES.map((value) => ({ value, label: value })) },
  },
  { field: 'entityId', header: 'Entity id', filter: { kind: 'text', matchMode: 'equals' } },
];

/** Who changed what and when, newest first; each row opens to show the entity before and after. */
export const AuditLogSection = ({ tenantPublicId }: { tenantPublicId: string }) => {
  const { state, setState } = useScopedTableState(AUDIT_EVENT_LIST_SPEC, 'audit');
  const list = useList(auditEventsQueryKey(tenantPublicId), AUDIT_EVENTS_PATH, { tenantPublicId }, state);
  return (
    <section className="settings-section" aria-labelledby="audit-heading">
      <SectionHeader
        id="audit-heading"
        title="Audit log"
        lead="Every change made in your organisation: who, what and when."
      />
      <ResourceTable<AuditEvent>
        label="Audit log"
        columns={COLUMNS}
        state={state}
        onStateChange={setState}
        page={list.data}
        loading={list.isFetching}
        emptyMessage="No changes recorded."
        expansion={{
          label: (event) => `Changes of ${event.entityType} ${event.entityId} (${event.action})`,
          render: (event) => (
            <AuditChanges
              caption={`${event.entityType} ${event.entityId}: ${event.action} by ${event.actor}`}
              before={event.before}
              after={event.after}
            />
          ),
        }}
      />
      <AdminError error={list.error} testId="audit-error" />
    </section>
  );
};
