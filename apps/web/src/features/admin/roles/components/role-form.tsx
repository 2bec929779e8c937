import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PermissionEntry,
  type Role,
  type RoleInput,
  roleInputSchema,
  toRoleName,
} from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../../../components/form';
import { FormDialog } from '../../../../components/form-dialog';
import { useToast } from '../../../../components/toast';
import { accountStore } from '../../../../lib/auth';
import { useServerErrors } from '../../../../lib/form-errors';
import { createRole } from '../api/create-role';
import { rolesQueryKey } from '../api/list-roles';
import { updateRole } from '../api/update-role';
import { useMayGrant } from './grantable';

interface Values {
  name: string;
  description: string;
  permissions: string[];
}
type Output = z.output<typeof roleInputSchema>;

const FIELDS = ['name', 'description', 'permissions'] as const;
const FORM_ID = 'role-form';

export interface RoleFormProps {
  tenantPublicId: string;
  /** The custom role to edit, or null for a new one. */
  role: Role | null;
  permissions: readonly PermissionEntry[];
  onClose: () => void;
}

/**
 * Creating or editing a custom role: the name as typed, with the name the server will store (`toRoleName`) shown
 * under it, a description and the permissions. Server errors land on the fields; errors on single permissions
 * are listed by element above the form.
 */
export const RoleForm = ({ tenantPublicId, role, permissions, onClose }: RoleFormProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayGrant = useMayGrant();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(roleInputSchema as z.ZodType<Output, Values>),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role ? [...role.permissions] : [],
    },
  });
  const serverErrors = useServerErrors(setError, { fields: FIELDS });
  const name = watch('name');
  const chosen = watch('permissions');
  const current = role?.permissions ?? [];
  const preview = name.trim() ? toRoleName(name) : '';

  const toggle = (permission: string, on: boolean) =>
    setValue(
      'permissions',
      on ? [...chosen, permission] : chosen.filter((existing) => existing !== permission),
      { shouldDirty: true },
    );

  const onSubmit = async (values: Output) => {
    const input: RoleInput = values;
    const saved = await serverErrors.attempt(() =>
      role ? updateRole(tenantPublicId, role.id, input) : createRole(tenantPublicId, input),
    );
    if (!saved) return;
    toast.showSuccess('Role', role ? 'updated' : 'created');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: rolesQueryKey(tenantPublicId) }),
      // The signed-in user may hold the role: their authorities follow.
      accountStore.invalidate(),
    ]);
    onClose();
  };

  return (
    <FormDialog
      visible
      header={role ? `Edit role ${role.name}` : 'New role'}
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      submitting={isSubmitting}
      onHide={onClose}
      width="44rem"
      testId="role-dialog"
    >
      <TextField
        id="name"
        label="Name"
        autoComplete="off"
        hint={preview ? `Saved as ${preview}` : 'Letters, digits, spaces and underscores; saved as ROLE_…'}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        id="description"
        label="Description"
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset
        className="choice-group"
        aria-describedby={errors.permissions ? 'permissions-error' : undefined}
      >
        <legend>Permissions</legend>
        <ul className="permission-list">
          {permissions.map((permission) => {
            const id = `permission-${permission.name}`;
            const allowed = mayGrant(permission.name, current);
            return (
              <li key={permission.name}>
                <label className="choice" htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={chosen.includes(permission.name)}
                    disabled={!allowed}
                    onChange={(event) => toggle(permission.name, event.target.checked)}
                  />
                  <span>
                    {permission.description} <code className="permission-code">{permission.name}</code>
                    {allowed ? null : <span className="field__hint"> (you do not hold it)</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {errors.permissions ? (
          <small id="permissions-error" className="field__error" data-testid="permissions-error">
            {errors.permissions.message}
          </small>
        ) : null}
      </fieldset>
    </FormDialog>
  );
};
