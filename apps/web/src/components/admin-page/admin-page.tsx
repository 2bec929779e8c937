import { Button } from 'primereact/button';
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

export interface SectionHeaderProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  lead?: ReactNode;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
}

/** The heading of a section of an Admin page: a title, a lead sentence under it, actions at its right. */
export const SectionHeader = ({ id, title, lead, actions }: SectionHeaderProps) => (
  <div className="admin-section__header">
    <div>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="admin-section__lead">{lead}</p> : null}
    </div>
    {actions}
  </div>
);

/** The buttons of one table row, kept on one line. */
export const RowActions = ({ children }: { children: ReactNode }) => (
  <div className="row-actions">{children}</div>
);

export interface RowActionProps {
  /** The PrimeIcons class, e.g. `pi-pencil`. */
  icon: string;
  label: string;
  /** The row's name: assistive technology hears "{label} {name}". */
  name: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** One labelled button of a table row (Edit, Delete, …). */
export const RowAction = ({
  icon,
  label,
  name,
  danger = false,
  disabled = false,
  onClick,
}: RowActionProps) => (
  <Button
    type="button"
    icon={`pi ${icon}`}
    label={label}
    text
    severity={danger ? 'danger' : undefined}
    size="small"
    aria-label={`${label} ${name}`}
    disabled={disabled}
    onClick={onClick}
  />
);
