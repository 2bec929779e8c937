import { PRODUCT_NAME } from '@parlance/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the public pages (sign-in, sign-up, password reset): brand header and a centred card. */
export const PublicLayout = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="public-layout">
    <header className="public-layout__header">
      <Link to="/" className="brand">
        {PRODUCT_NAME}
      </Link>
    </header>
    <main id="main-content" className="public-layout__main">
      <section className="card" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {children}
      </section>
    </main>
  </div>
);
