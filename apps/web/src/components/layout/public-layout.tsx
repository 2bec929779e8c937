import { PRODUCT_NAME } from '@parlance/shared';
import type { ReactNode } from 'react';
import { AppLink } from '../../lib/navigation';

/**
 * The frame of the public pages (sign-in, sign-up, password reset): brand header and a centred card. Free of the
 * router, so that the sign-in page opened first can be drawn without it (`app/login-boot.tsx`).
 */
export const PublicLayout = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="public-layout">
    <header className="public-layout__header">
      <AppLink to="/" className="brand">
        {PRODUCT_NAME}
      </AppLink>
    </header>
    <main id="main-content" className="public-layout__main">
      <section className="card" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {children}
      </section>
    </main>
  </div>
);
