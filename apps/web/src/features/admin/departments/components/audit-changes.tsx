const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: nothing is a dash, lists are comma-separated, other structures are JSON. */
export const auditValueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length === 0 ? '—' : value.map(String).join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export interface AuditChangeRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** The fields of an entity before and after a change, side by side; a whole value when it is not an object. */
export const auditChangeRows = (before: unknown, after: unknown): AuditChangeRow[] => {
  if (!isRecord(before) && !isRecord(after)) {
    const [b, a] = [auditValueText(before), auditValueText(after)];
    return [{ field: 'value', before: b, after: a, changed: b !== a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const beforeText = isRecord(before) ? auditValueText(b[field]) : '—';
    const afterText = isRecord(after) ? auditValueText(a[field]) : '—';
    return { field, before: beforeText, after: afterText, changed: beforeText !== afterText };
  });
};

/** An audit event's entity before and after, field by field, the changed fields marked. */
export const AuditChanges = ({
  caption,
  before,
  after,
}: {
  caption: string;
  before: unknown;
  after: unknown;
}) => {
  const rows = auditChangeRows(before, after);
  return (
    <table className="audit-changes" data-testid="audit-changes">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className={row.changed ? 'audit-changes__changed' : undefined}>
            <th scope="row">
              {row.field}
              {row.changed ? <span className="visually-hidden"> (changed)</span> : null}
            </th>
            <td>{row.before}</td>
            <td>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
