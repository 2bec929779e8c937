import type { PermissionEntry, Role, RoleInput } from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { AdminError, SectionHeader } from '../../../../components/admin-page';
import { useToast } from '../../../../components/toast';
import { accountStore } from '../../../../lib/auth';
import { rolesQueryKey } from '../api/list-roles';
import { updateRole } from '../api/update-role';
import { useMayGrant } from './grantable';

/** Changes not saved yet: role id → its whole new permission set. */
type Draft = Record<number, string[]>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export interface PermissionMatrixProps {
  tenantPublicId: string;
  roles: readonly Role[];
  permissions: readonly PermissionEntry[];
  /** Whether the user may change custom roles (the PUT endpoint's access). */
  editable: boolean;
  /** More roles exist than are shown. */
  truncated?: boolean;
}

/**
 * Permissions (rows) × roles (columns). The standard roles' boxes are read-only; ticking the boxes of custom
 * roles collects changes that "Save changes" sends, one role at a time (each role is saved whole).
 */
export const PermissionMatrix = ({
  tenantPublicId,
  roles,
  permissions,
  editable,
  truncated = false,
}: PermissionMatrixProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayGrant = useMayGrant();
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const permissionsOf = (role: Role) => draft[role.id] ?? role.permissions;
  const changed = roles.filter((role) => draft[role.id] && !sameSet(draft[role.id]!, role.permissions));

  const toggle = (role: Role, permission: string, on: boolean) => {
    const current = permissionsOf(role);
    const next = on ? [...current, permission] : current.filter((existing) => existing !== permission);
    setDraft(({ [role.id]: _, ...others }) =>
      sameSet(next, role.permissions) ? others : { ...others, [role.id]: next },
    );
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    const saved: number[] = [];
    try {
      for (const role of changed) {
        await updateRole(tenantPublicId, role.id, {
          name: role.name,
          description: role.description,
          permissions: (draft[role.id] ?? role.permissions) as RoleInput['permissions'],
        });
        saved.push(role.id);
      }
      toast.showSuccess('Role', 'updated');
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
      if (saved.length > 0) {
        setDraft((current) =>
          Object.fromEntries(Object.entries(current).filter(([id]) => !saved.includes(Number(id)))),
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: rolesQueryKey(tenantPublicId) }),
          accountStore.invalidate(),
        ]);
      }
    }
  };

  return (
    <section className="permission-matrix" aria-labelledby="matrix-heading">
      <SectionHeader
        id="matrix-heading"
        title="Permission matrix"
        lead={
          <>
            What each role allows. Standard roles are read-only; tick the boxes of a custom role and save.
            {truncated ? ' Only the first roles by name are shown.' : ''}
          </>
        }
        actions={
          editable ? (
            <div className="permission-matrix__actions">
              <Button
                type="button"
                label="Discard changes"
                outlined
                disabled={changed.length === 0 || saving}
                onClick={() => {
                  setDraft({});
                  setError(null);
                }}
              />
              <Button
                type="button"
                label={changed.length > 0 ? `Save changes (${changed.length})` : 'Save changes'}
                disabled={changed.length === 0 || saving}
                loading={saving}
                onClick={() => void save()}
                data-testid="matrix-save"
              />
            </div>
          ) : null
        }
      />
      <AdminError error={error} testId="matrix-error" />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="permission-matrix__scroll" tabIndex={0} aria-label="Permissions by role">
        <table className="permission-matrix__table" data-testid="permission-matrix">
          <thead>
            <tr>
              <th scope="col">Permission</th>
              {roles.map((role) => (
                <th
                  scope="col"
                  key={role.id}
                  className={draft[role.id] ? 'permission-matrix__role--changed' : undefined}
                >
                  <span className="permission-matrix__role">{role.name}</span>
                  {role.standard ? <span className="admin-tag admin-tag--muted">Read-only</span> : null}
                  {draft[role.id] ? <span className="admin-tag">Unsaved</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {permissions.map((permission) => (
              <tr key={permission.name}>
                <th scope="row">
                  {permission.description}
                  <code className="permission-code">{permission.name}</code>
                </th>
                {roles.map((role) => {
                  const checked = permissionsOf(role).includes(permission.name);
                  const disabled =
                    role.standard || !editable || saving || !mayGrant(permission.name, role.permissions);
                  return (
                    <td key={role.id}>
                      <input
                        type="checkbox"
                        className="permission-matrix__box"
                        checked={checked}
                        disabled={disabled}
                        aria-label={`${permission.name} for ${role.name}`}
                        onChange={(event) => toggle(role, permission.name, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
};
