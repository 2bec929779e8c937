import { zodResolver } from '@hookform/resolvers/zod';
import { resetInitSchema } from '@parlance/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormErrors, SubmitButton, TextField } from '../../../components/form';
import { PublicLayout } from '../../../components/layout';
import { useServerErrors } from '../../../lib/form-errors';
import { requestPasswordReset } from '../api/request-password-reset';

const formSchema = z.object({ email: resetInitSchema });
type FormValues = z.infer<typeof formSchema>;

export const RESET_MAIL_SENT =
  'If this e-mail address belongs to an account, we have sent it a message with a link to choose a new password.';

/** /account/reset/: asks for the e-mail address and sends the reset mail (the answer never says whether it exists). */
export const ResetInitPage = () => {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { email: '' } });
  const serverErrors = useServerErrors(setError, { fields: ['email'] });

  const onSubmit = async ({ email }: FormValues) => {
    if (await serverErrors.attempt(() => requestPasswordReset(email))) setSent(true);
  };

  return (
    <PublicLayout title="Reset your password">
      {sent ? (
        <p className="form__success" role="status" data-testid="reset-init-sent">
          {RESET_MAIL_SENT}
        </p>
      ) : (
        <>
          <p className="form__intro">Enter the e-mail address you used to register.</p>
          <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="reset-init-form">
            <FormErrors messages={serverErrors.messages} />
            <TextField
              id="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              autoFocus
              error={errors.email?.message}
              {...register('email')}
            />
            <SubmitButton label="Reset password" loading={isSubmitting} className="form__submit" />
          </form>
        </>
      )}
      <p className="public-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </PublicLayout>
  );
};
