import { hasAuthority, ROLES } from '@parlance/shared';
import { Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../lib/auth';
import { lazyNamed } from '../../../lib/lazy-component';
import { useCurrentTenant } from '../../../lib/tenant';
import { welcomeFlag } from '../../../lib/welcome';
import { ProductCards } from './product-cards';
import './home.css';

// Only a new tenant's admin sees the steps once, so the dialog code loads only then.
const WelcomeSteps = lazyNamed(() => import('./welcome-steps'), 'WelcomeSteps');

/** /{tenantPublicId}/home: the dashboard with the tenant's products, and the welcome steps after sign-up. */
export const HomePage = () => {
  const { account } = useSession();
  const tenant = useCurrentTenant();
  const name = account.firstName?.trim() || account.login;
  const publicId = tenant.data?.publicId ?? account.tenantPublicId;
  // Read once: the flag is cleared below, and the steps stay until closed.
  const [welcome] = useState(
    () => welcomeFlag.isPending(publicId) && hasAuthority(account.authorities, ROLES.admin),
  );
  useEffect(() => {
    if (welcome) welcomeFlag.clear();
  }, [welcome]);

  return (
    <div className="page home">
      <h1 data-testid="home-greeting">Welcome, {name}</h1>
      {tenant.data ? <p className="page__lead">You are signed in to {tenant.data.name}.</p> : null}
      <section className="home__products" aria-labelledby="products-heading">
        <h2 id="products-heading">Your products</h2>
        <ProductCards tenantPublicId={publicId} account={account} />
      </section>
      {welcome ? (
        <Suspense fallback={null}>
          <WelcomeSteps tenantPublicId={publicId} onDone={() => welcomeFlag.clear()} />
        </Suspense>
      ) : null}
    </div>
  );
};
