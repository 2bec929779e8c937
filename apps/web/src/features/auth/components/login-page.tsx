import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@parlance/shared';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { FormErrors, TextField } from '../../../components/form';
import { PublicLayout } from '../../../components/layout';
import { homePath, useSession, useSignIn } from '../../../lib/auth';

/** /login: sign in with login or e-mail and password (spec sections 4 and 5). */
export const LoginPage = () => {
  const session = useSession();
  const signIn = useSignIn();
  const signingIn = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  // Already signed in (e.g. a bookmarked /login): straight home. Not while this form signs in, which navigates.
  if (session.status === 'authenticated' && !signingIn.current) {
    return <Navigate to={homePath(session.account.tenantPublicId)} replace />;
  }

  const onSubmit = async (values: LoginRequest) => {
    setError(null);
    signingIn.current = true;
    const outcome = await signIn(values);
    if (outcome.kind === 'error') {
      signingIn.current = false;
      setError(outcome.message);
    }
  };

  return (
    <PublicLayout title="Sign in">
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="login-form">
        <FormErrors messages={error ? [error] : []} testId="login-error" />
        <TextField
          id="username"
          label="Login or e-mail"
          autoComplete="username"
          autoFocus
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" label="Sign in" loading={isSubmitting} className="form__submit" />
      </form>
      <p className="public-links">
        <Link to="/account/reset/">Forgot your password?</Link>
      </p>
      <p className="public-links">
        New to Parlance? <Link to="/signup">Create an account</Link>
      </p>
    </PublicLayout>
  );
};
