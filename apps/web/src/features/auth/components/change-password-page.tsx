import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@parlance/shared';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormErrors, SubmitButton, TextField } from '../../../components/form';
import { PageLoading, PublicLayout } from '../../../components/layout';
import { homePath, useRefreshAccount, useSession } from '../../../lib/auth';
import { useServerErrors } from '../../../lib/form-errors';
import { mismatchIssue, newPasswordFields, passwordsMatch } from '../../../lib/password-confirmation';
import { changePassword } from '../api/change-password';

const formSchema = z
  .object({ currentPassword: changePasswordSchema.shape.currentPassword, ...newPasswordFields })
  .refine(passwordsMatch, mismatchIssue);
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * /account/change-password: a signed-in user (notably one with a temporary password) picks a new password, then
 * lands on the tenant home.
 */
export const ChangePasswordPage = () => {
  const session = useSession();
  const refreshAccount = useRefreshAccount();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const serverErrors = useServerErrors(setError, { fields: FIELDS });

  if (session.status === 'unknown') return <PageLoading />;
  if (session.status === 'anonymous') return <Navigate to="/login" replace />;

  const onSubmit = async ({ currentPassword, newPassword }: FormValues) => {
    if (!(await serverErrors.attempt(() => changePassword({ currentPassword, newPassword })))) return;
    const account = await refreshAccount().catch(() => session.account);
    navigate(homePath(account.tenantPublicId || session.account.tenantPublicId), { replace: true });
  };

  return (
    <PublicLayout title="Change your password">
      {session.account.status === 'TEMP_PASSWORD' ? (
        <p className="form__intro">Your password is temporary. Please choose a new one to continue.</p>
      ) : null}
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="change-password-form">
        <FormErrors messages={serverErrors.messages} />
        <TextField
          id="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          id="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
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
        <SubmitButton label="Change password" loading={isSubmitting} className="form__submit" />
      </form>
      <p className="public-links">
        <Link to="/logout">Log out</Link>
      </p>
    </PublicLayout>
  );
};
