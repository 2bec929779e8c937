import type { ReactNode } from 'react';
import './admin-page.css';

export interface AdminPageProps {
  title: string;
  /** A sentence under the heading saying what the page is for. */
  lead?: ReactNode;
  /** Buttons at the right of the heading (e.g. "New program"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an Admin page: its heading, a lead sentence, page-wide actions, then the content. */
export const AdminPage = ({ title, lead, actions, children }: AdminPageProps) => (
  <div className="page admin-page">
    <div className="admin-page__header">
      <div>
        <h1>{title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </div>
      {actions ? <div className="admin-page__actions">{actions}</div> : null}
    </div>
    {children}
  </div>
);

/** The buttons of one table row, kept on one line. */
export const RowActions = ({ children }: { children: ReactNode }) => (
  <div className="row-actions">{children}</div>
);
