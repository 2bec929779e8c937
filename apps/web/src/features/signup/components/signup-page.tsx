import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type TenantSignupRequest,
  tenantSignupSchema,
} from '@parlance/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrors, SubmitButton, TextField } from '../../../components/form';
import { PublicLayout } from '../../../components/layout';
import { useSignIn } from '../../../lib/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { welcomeFlag } from '../../../lib/welcome';
import { signupTenant } from '../api/signup-tenant';

const FIELDS = ['tenantName', 'firstName', 'lastName', 'email', 'login', 'password'] as const;

/**
 * /signup: creates a tenant and its first admin (POST /api/tenant/signup), then signs in with the same login and
 * password and lands on /{publicId}/home, where the welcome steps are shown once.
 */
export const SignupPage = () => {
  const signIn = useSignIn();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TenantSignupRequest>({
    resolver: zodResolver(tenantSignupSchema),
    defaultValues: { tenantName: '', firstName: '', lastName: '', email: '', login: '', password: '' },
  });

  const onSubmit = async (values: TenantSignupRequest) => {
    setFormErrors([]);
    let publicId: number;
    try {
      ({ publicId } = await signupTenant(values));
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          errorKeyFields: { [ERROR_KEYS.userExists]: 'login', [ERROR_KEYS.emailExists]: 'email' },
        }),
      );
      return;
    }
    // The new tenant's home greets its admin with the first steps (read once there).
    welcomeFlag.mark(publicId);
    const outcome = await signIn(
      { username: values.login, password: values.password },
      { tenantPublicId: publicId },
    );
    if (outcome.kind === 'error') setFormErrors([outcome.message]);
  };

  return (
    <PublicLayout title="Create your organisation">
      <p className="form__intro">Sign up your contact centre. You become its first administrator.</p>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="signup-form">
        <FormErrors messages={formErrors} />
        <TextField
          id="tenantName"
          label="Organisation name"
          autoComplete="organization"
          error={errors.tenantName?.message}
          {...register('tenantName')}
        />
        <div className="form__row">
          <TextField
            id="firstName"
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id="lastName"
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          id="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="login"
          label="Login"
          autoComplete="username"
          error={errors.login?.message}
          {...register('login')}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton label="Create account" loading={isSubmitting} className="form__submit" />
      </form>
      <p className="public-links">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </PublicLayout>
  );
};
