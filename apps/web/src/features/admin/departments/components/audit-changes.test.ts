import { describe, expect, it } from 'vitest';
import { auditChangeRows, auditValueText } from './audit-changes';
import { formatAuditTime } from './audit-log-section';

describe('audit changes', () => {
  it('lines up the fields before and after, marking the changed ones', () => {
    expect(
      auditChangeRows(
        { name: 'A', permissions: ['p-a'], standard: false },
        { name: 'B', permissions: ['p-a', 'p-b'], standard: false },
      ),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B', changed: true },
      { field: 'permissions', before: 'p-a', after: 'p-a, p-b', changed: true },
      { field: 'standard', before: 'false', after: 'false', changed: false },
    ]);
  });

  it('shows a creation and a deletion against nothing', () => {
    expect(auditChangeRows(null, { name: 'A' })).toEqual([
      { field: 'name', before: '—', after: 'A', changed: true },
    ]);
    expect(auditChangeRows({ name: 'A' }, null)).toEqual([
      { field: 'name', before: 'A', after: '—', changed: true },
    ]);
    expect(auditChangeRows('x', 'y')).toEqual([{ field: 'value', before: 'x', after: 'y', changed: true }]);
  });

  it('writes values as text', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText([])).toBe('—');
    expect(auditValueText(3)).toBe('3');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditTime('2024-01-02T03:04:05.000Z')).toBe('2024/01/02 03:04:05 UTC');
  });
});
