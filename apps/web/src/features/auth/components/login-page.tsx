import { LOGIN_MESSAGES, LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX, type LoginRequest } from '@parlance/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormErrors, SubmitButton, TextField } from '../../../components/form';
import { PublicLayout } from '../../../components/layout/public-layout';
import { homePath, useSession } from '../../../lib/auth/session';
import { useSignIn } from '../../../lib/auth/sign-in';
import { AppLink, useAppNavigate } from '../../../lib/navigation';

type FieldErrors = Partial<Record<keyof LoginRequest, string>>;

/**
 * The rules of the shared `loginRequestSchema`, checked by hand: the sign-in page is the first many users load,
 * and a form library with zod would more than double its code. The lengths are capped by the inputs.
 */
const checkLogin = ({ username, password }: LoginRequest): FieldErrors => {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = LOGIN_MESSAGES.usernameRequired;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
};

/**
 * /login: sign in with login or e-mail and password (spec sections 4 and 5). Free of the router: the router's /login
 * route shows it, and so does the entry without the router when /login is the page opened first
 * (`app/login-boot.tsx`); links and navigation go through `lib/navigation.tsx`.
 */
export const LoginPage = () => {
  const session = useSession();
  const signIn = useSignIn();
  const navigate = useAppNavigate();
  const signingIn = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const fields = useRef<Record<keyof LoginRequest, HTMLInputElement | null>>({
    username: null,
    password: null,
  });

  // Already signed in (e.g. a bookmarked /login): straight home. Not while this form signs in, which navigates.
  const home =
    session.status === 'authenticated' && !signingIn.current
      ? homePath(session.account.tenantPublicId)
      : null;
  useEffect(() => {
    if (home) navigate(home, { replace: true });
  }, [home, navigate]);
  if (home) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = {
      username: fields.current.username?.value ?? '',
      password: fields.current.password?.value ?? '',
    };
    const found = checkLogin(values);
    setErrors(found);
    if (found.username || found.password) {
      fields.current[found.username ? 'username' : 'password']?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    signingIn.current = true;
    const outcome = await signIn({ username: values.username.trim(), password: values.password });
    if (outcome.kind === 'error') {
      signingIn.current = false;
      setSubmitting(false);
      setError(outcome.message);
    }
  };

  return (
    <PublicLayout title="Sign in">
      <form className="form" onSubmit={onSubmit} noValidate data-testid="login-form">
        <FormErrors messages={error ? [error] : []} testId="login-error" />
        <TextField
          id="username"
          name="username"
          label="Login or e-mail"
          autoComplete="username"
          autoFocus
          maxLength={LOGIN_USERNAME_MAX}
          error={errors.username}
          ref={(input) => {
            fields.current.username = input;
          }}
        />
        <TextField
          id="password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={LOGIN_PASSWORD_MAX}
          error={errors.password}
          ref={(input) => {
            fields.current.password = input;
          }}
        />
        <SubmitButton label="Sign in" loading={submitting} className="form__submit" />
      </form>
      <p className="public-links">
        <AppLink to="/account/reset/">Forgot your password?</AppLink>
      </p>
      <p className="public-links">
        New to Parlance? <AppLink to="/signup">Create an account</AppLink>
      </p>
    </PublicLayout>
  );
};
