import type { ButtonHTMLAttributes, ReactNode } from 'react';

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

export interface PlainButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> {
  /** The PrimeIcons class, e.g. `pi-pencil`. */
  icon: string;
  /** The visible label; without one the button shows only its icon (name it with `aria-label`). */
  label?: string;
  danger?: boolean;
  rounded?: boolean;
  small?: boolean;
}

/**
 * A text button with PrimeReact Button's markup and classes, and so its look, as a plain `<button>`: tables render
 * one per row action, and each PrimeReact Button resolves pass-through options, ripple and tooltip on every render,
 * which made the rows the costliest part of a list page's first render.
 */
export const PlainButton = ({ icon, label, danger, rounded, small, disabled, ...rest }: PlainButtonProps) => (
  <button
    type="button"
    className={`p-button p-component${label ? '' : ' p-button-icon-only'}${disabled ? ' p-disabled' : ''} p-button-text${
      rounded ? ' p-button-rounded' : ''
    }${small ? ' p-button-sm' : ''}${danger ? ' p-button-danger' : ''}`}
    disabled={disabled}
    {...rest}
  >
    <span className={`p-button-icon p-c${label ? ' p-button-icon-left' : ''} pi ${icon}`} />
    <span className="p-button-label p-c">{label ?? '\u00a0'}</span>
  </button>
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
  /** Fetches what the button opens (a lazily loaded form or dialog) when the pointer or the focus reaches it. */
  onPreload?: () => unknown;
}

/** One labelled button of a table row (Edit, Delete, …). */
export const RowAction = ({
  icon,
  label,
  name,
  danger = false,
  disabled = false,
  onClick,
  onPreload,
}: RowActionProps) => (
  <PlainButton
    icon={icon}
    label={label}
    small
    danger={danger}
    aria-label={`${label} ${name}`}
    // The label as a tooltip where a narrow table shows the icon alone (`resource-table.css`).
    title={label}
    disabled={disabled}
    onClick={onClick}
    onPointerEnter={onPreload}
    onFocus={onPreload}
  />
);
