import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUser, userUpdateSchema } from '@parlance/shared';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerErrors } from '../../lib/form-errors';
import { TextField } from '../form';
import { FormDialog } from '../form-dialog';
import { updatePerson } from './api/update-person';
import type { PeopleKind } from './people-kind';
import { PERSON_ERROR_KEY_FIELDS } from './person-create-form';
import { PersonDetailsFields, type PersonFormOptions } from './person-fields';

type Input = z.input<typeof userUpdateSchema>;
type Output = z.output<typeof userUpdateSchema>;

const FORM_ID = 'person-edit-form';

export interface PersonEditFormProps extends PersonFormOptions {
  kind: PeopleKind;
  tenantPublicId: number;
  person: AdminUser;
  onUpdated: (person: AdminUser) => void;
  onCancel: () => void;
}

/**
 * Edits a user or an agent (`userUpdateSchema`) in a dialog. The login is shown read-only and not sent; the users form leaves
 * the external code out, so that it keeps its value.
 */
export const PersonEditForm = ({
  kind,
  tenantPublicId,
  person,
  onUpdated,
  onCancel,
  roles,
  rolesLoading,
  departments,
  departmentsLoading,
}: PersonEditFormProps) => {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: {
      email: person.email,
      firstName: person.firstName ?? '',
      middleName: person.middleName ?? '',
      lastName: person.lastName ?? '',
      roles: person.roles,
      departmentId: person.departmentId,
      ...(kind.agentAttributes ? { externalCode: person.externalCode ?? '' } : {}),
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const fields: FieldPath<Input>[] = [
    'login',
    'email',
    'firstName',
    'middleName',
    'lastName',
    'roles',
    'departmentId',
    ...(kind.agentAttributes ? (['externalCode'] as const) : []),
  ];

  const serverErrors = useServerErrors(setError, { fields, errorKeyFields: PERSON_ERROR_KEY_FIELDS });

  const onSubmit = (values: Output) =>
    serverErrors.attempt(async () =>
      onUpdated(await updatePerson(tenantPublicId, kind.collection, person.id, values)),
    );

  return (
    <FormDialog
      visible
      header={`Edit ${kind.thing.toLowerCase()} ${person.login}`}
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      formClassName="form people-form"
      formTestId="person-edit-form"
      submitLabel="Save changes"
      submitting={isSubmitting}
      onHide={onCancel}
      width="46rem"
      testId="person-dialog"
    >
      <PersonDetailsFields
        kind={kind}
        form={form}
        login={
          <TextField
            id="login"
            label="Login"
            value={person.login}
            readOnly
            hint="The login cannot be changed."
            error={errors.login?.message}
          />
        }
        roles={roles}
        rolesLoading={rolesLoading}
        departments={departments}
        departmentsLoading={departmentsLoading}
      />
    </FormDialog>
  );
};
