import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUser,
  ERROR_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  userCreateSchema,
} from '@parlance/shared';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerErrors } from '../../lib/form-errors';
import { TextField } from '../form';
import { FormDialog } from '../form-dialog';
import { createPerson } from './api/create-person';
import type { PeopleKind } from './people-kind';
import { PersonDetailsFields, type PersonDetailsFieldsProps, type PersonFormOptions } from './person-fields';

type Input = z.input<typeof userCreateSchema>;
type Output = z.output<typeof userCreateSchema>;

export interface PersonCreateFormProps extends PersonFormOptions {
  kind: PeopleKind;
  tenantPublicId: number;
  onCreated: (person: AdminUser) => void;
  onCancel: () => void;
}

const FORM_ID = 'person-create-form';

const MODES = [
  { mode: 'invite', label: 'Send an invitation by e-mail' },
  { mode: 'temporaryPassword', label: 'Set a temporary password' },
] as const;

/** Server field errors and error keys that belong on this form's fields. */
export const PERSON_ERROR_KEY_FIELDS = {
  [ERROR_KEYS.userExists]: 'login',
  [ERROR_KEYS.emailExists]: 'email',
} as const;

/**
 * Creates a user or an agent (`userCreateSchema`) in a dialog: either invited by mail or given a temporary
 * password. Server field errors land on the fields (a taken login or e-mail included); others above the form.
 */
export const PersonCreateForm = ({
  kind,
  tenantPublicId,
  onCreated,
  onCancel,
  roles,
  rolesLoading,
  departments,
  departmentsLoading,
}: PersonCreateFormProps) => {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: {
      login: '',
      email: '',
      firstName: '',
      middleName: '',
      lastName: '',
      roles: kind.lockedRole ? [kind.lockedRole] : [],
      departmentId: null,
      ...(kind.agentAttributes ? { externalCode: '' } : {}),
      mode: 'invite',
      temporaryPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const mode = watch('mode');
  const fields: FieldPath<Input>[] = [
    'login',
    'email',
    'firstName',
    'middleName',
    'lastName',
    'roles',
    'departmentId',
    'mode',
    'temporaryPassword',
    ...(kind.agentAttributes ? (['externalCode'] as const) : []),
  ];

  const serverErrors = useServerErrors(setError, { fields, errorKeyFields: PERSON_ERROR_KEY_FIELDS });

  const onSubmit = ({ temporaryPassword, ...values }: Output) =>
    serverErrors.attempt(async () => {
      const person = await createPerson(tenantPublicId, kind.collection, {
        ...values,
        ...(values.mode === 'temporaryPassword' ? { temporaryPassword } : {}),
      });
      onCreated(person);
    });

  const noun = kind.thing.toLowerCase();
  return (
    <FormDialog
      visible
      header={`New ${noun}`}
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      formClassName="form people-form"
      formTestId="person-create-form"
      submitLabel={`Create ${noun}`}
      submitting={isSubmitting}
      onHide={onCancel}
      width="46rem"
      testId="person-dialog"
    >
      <PersonDetailsFields
        kind={kind}
        // A creation has every field of an edit, and more; react-hook-form's types are invariant in the values.
        form={form as unknown as PersonDetailsFieldsProps['form']}
        login={
          <TextField
            id="login"
            label="Login"
            autoComplete="off"
            error={errors.login?.message}
            {...register('login')}
          />
        }
        roles={roles}
        rolesLoading={rolesLoading}
        departments={departments}
        departmentsLoading={departmentsLoading}
      />
      <fieldset className="choice-group">
        <legend>How they get in</legend>
        <div className="choice-group__options">
          {MODES.map(({ mode: value, label }) => (
            <label key={value} className="choice">
              <input type="radio" value={value} {...register('mode')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'temporaryPassword' ? (
        <TextField
          id="temporaryPassword"
          label="Temporary password"
          autoComplete="off"
          spellCheck={false}
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. The ${noun} must change it at the first sign-in.`}
          error={errors.temporaryPassword?.message}
          {...register('temporaryPassword')}
        />
      ) : (
        <p className="field__hint people-form__note">
          The {noun} gets an e-mail with a link to set a password.
        </p>
      )}
    </FormDialog>
  );
};
