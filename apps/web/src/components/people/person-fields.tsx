import type { Department, Role, userUpdateSchema } from '@parlance/shared';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FieldShell, TextField } from '../form';
import type { PeopleKind } from './people-kind';

export interface RolesFieldProps {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  onBlur?: () => void;
  roles: readonly Role[];
  loading?: boolean;
  /** A role that stays selected whatever is picked (agents keep ROLE_XLM_AGENT). */
  lockedRole?: string | undefined;
  error?: string | undefined;
}

/** The roles of a person: a multi-select of the tenant's roles. */
export const RolesField = ({
  value,
  onChange,
  onBlur,
  roles,
  loading,
  lockedRole,
  error,
}: RolesFieldProps) => {
  const withLocked = (names: readonly string[]) =>
    lockedRole && !names.includes(lockedRole) ? [...names, lockedRole] : [...names];
  const options = roles.map((role) => ({
    label: role.name,
    value: role.name,
    disabled: role.name === lockedRole,
  }));
  // Roles the person holds that the list does not know yet (still loading) stay visible.
  for (const name of value) {
    if (!options.some((option) => option.value === name))
      options.push({ label: name, value: name, disabled: name === lockedRole });
  }
  return (
    <FieldShell
      id="roles"
      label="Roles"
      error={error}
      hint={lockedRole ? `Agents always hold ${lockedRole}.` : undefined}
    >
      {(describedBy) => (
        <MultiSelect
          inputId="roles"
          value={withLocked(value)}
          options={options}
          optionDisabled="disabled"
          onChange={(event) => onChange(withLocked((event.value as string[] | null) ?? []))}
          onBlur={onBlur}
          placeholder="No roles"
          loading={loading}
          showSelectAll={false}
          filter={options.length > 8}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={error ? 'p-invalid' : undefined}
          panelClassName="people-form__roles-panel"
        />
      )}
    </FieldShell>
  );
};

export interface DepartmentFieldProps {
  value: number | null | undefined;
  onChange: (departmentId: number | null) => void;
  onBlur?: () => void;
  departments: readonly Department[];
  loading?: boolean;
  error?: string | undefined;
}

/** The department of a person, or none. */
export const DepartmentField = ({
  value,
  onChange,
  onBlur,
  departments,
  loading,
  error,
}: DepartmentFieldProps) => (
  <FieldShell id="departmentId" label="Department" error={error}>
    {(describedBy) => (
      <Dropdown
        inputId="departmentId"
        value={value ?? null}
        options={departments.map((department) => ({ label: department.name, value: department.id }))}
        onChange={(event) => onChange((event.value as number | null | undefined) ?? null)}
        onBlur={onBlur}
        placeholder="No department"
        showClear
        loading={loading}
        emptyMessage="No departments yet."
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={error ? 'p-invalid' : undefined}
        // The focusable input is the labelled control; PrimeReact's hidden native select is kept from assistive
        // technology rather than named twice.
        pt={{ select: { 'aria-hidden': true } }}
      />
    )}
  </FieldShell>
);

/** The fields the create and the edit forms share. */
export type PersonDetails = z.input<typeof userUpdateSchema>;

export interface PersonFormOptions {
  roles: readonly Role[];
  rolesLoading?: boolean;
  departments: readonly Department[];
  departmentsLoading?: boolean;
}

export interface PersonDetailsFieldsProps extends PersonFormOptions {
  kind: PeopleKind;
  form: Pick<UseFormReturn<PersonDetails>, 'register' | 'control' | 'formState'>;
  /** The login field: typed on creation, shown read-only on edit. */
  login: ReactNode;
}

/** Login, e-mail, names, roles, department and (for agents) external code: the field block of both person forms. */
export const PersonDetailsFields = ({
  kind,
  form: {
    register,
    control,
    formState: { errors },
  },
  login,
  roles,
  rolesLoading,
  departments,
  departmentsLoading,
}: PersonDetailsFieldsProps) => (
  <>
    <div className="form__row">
      {login}
      <TextField
        id="email"
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
    </div>
    <div className="form__row">
      <TextField
        id="firstName"
        label="First name"
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id="middleName"
        label="Middle name (optional)"
        autoComplete="off"
        error={errors.middleName?.message}
        {...register('middleName')}
      />
      <TextField
        id="lastName"
        label="Last name"
        autoComplete="off"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </div>
    <Controller
      control={control}
      name="roles"
      render={({ field }) => (
        <RolesField
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          roles={roles}
          loading={rolesLoading}
          lockedRole={kind.lockedRole}
          error={errors.roles?.message ?? errors.roles?.root?.message}
        />
      )}
    />
    <div className="form__row">
      <Controller
        control={control}
        name="departmentId"
        render={({ field }) => (
          <DepartmentField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            departments={departments}
            loading={departmentsLoading}
            error={errors.departmentId?.message}
          />
        )}
      />
      {kind.agentAttributes ? (
        <TextField
          id="externalCode"
          label="External code (optional)"
          autoComplete="off"
          error={errors.externalCode?.message}
          {...register('externalCode')}
        />
      ) : null}
    </div>
  </>
);
