import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@parlance/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormErrors, SubmitButton, TextField } from '../../../components/form';
import { PublicLayout } from '../../../components/layout';
import { useDelayedRedirect } from '../../../lib/delayed-redirect';
import { useServerErrors } from '../../../lib/form-errors';
import { mismatchIssue, newPasswordFields, passwordsMatch } from '../../../lib/password-confirmation';
import { finishPasswordReset } from '../api/finish-password-reset';

const formSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatchIssue);
type FormValues = z.infer<typeof formSchema>;

/** How long the success message stays before the page moves on to /login by itself. */
export const REDIRECT_TO_LOGIN_MS = 5000;

/**
 * /account/reset/finish?key=…: choose a new password with the key from the mail. With create=1 (an invited user
 * setting a first password) the call goes to reset-password/finish-create.
 */
export const ResetFinishPage = () => {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const create = params.get('create') === '1';
  const [done, setDone] = useState(false);
  const redirectLater = useDelayedRedirect();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const serverErrors = useServerErrors(setError, { fields: ['newPassword'] });

  useEffect(() => (done ? redirectLater('/login', REDIRECT_TO_LOGIN_MS) : undefined), [done, redirectLater]);

  const onSubmit = async ({ newPassword }: FormValues) => {
    if (await serverErrors.attempt(() => finishPasswordReset({ key, newPassword }, create))) setDone(true);
  };

  const title = create ? 'Set your password' : 'Choose a new password';
  if (!key) {
    return (
      <PublicLayout title={title}>
        <FormErrors messages={[MESSAGES.invalidKey]} />
        <p className="public-links">
          <Link to="/account/reset/">Request a new link</Link>
        </p>
      </PublicLayout>
    );
  }
  if (done) {
    return (
      <PublicLayout title={title}>
        <p className="form__success" role="status" data-testid="reset-finish-done">
          {create ? 'Your password has been set.' : 'Your password has been reset.'} You can now sign in.
        </p>
        <p className="public-links">
          <Link to="/login">Sign in</Link>
        </p>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={title}>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="reset-finish-form">
        <FormErrors messages={serverErrors.messages} />
        <TextField
          id="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          id="confirmPassword"
          label="New password confirmation"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton
          label={create ? 'Set password' : 'Save new password'}
          loading={isSubmitting}
          className="form__submit"
        />
      </form>
      <p className="public-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </PublicLayout>
  );
};
