import { useSession } from '../../../lib/auth';
import { useCurrentTenant } from '../../../lib/tenant';

/** /{tenantPublicId}/home: the signed-in user's landing page (the dashboard grows in later issues). */
export const HomePage = () => {
  const { account } = useSession();
  const tenant = useCurrentTenant();
  const name = account.firstName?.trim() || account.login;
  return (
    <div className="page">
      <h1 data-testid="home-greeting">Welcome, {name}</h1>
      {tenant.data ? <p className="page__lead">You are signed in to {tenant.data.name}.</p> : null}
    </div>
  );
};
