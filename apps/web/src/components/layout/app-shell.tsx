import { PRODUCT_NAME } from '@parlance/shared';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { SIDEBAR_WIDTH_VAR } from '../dialog-mask';
import { useNarrowScreen } from './narrow-screen';

export interface AppShellProps {
  homePath: string;
  tenantName?: string;
  userName?: string;
  /** The side navigation, when the user and the page have one. */
  sidebar?: ReactNode;
  /** CSS width of the side navigation, published for overlays that must leave room for it. */
  sidebarWidth?: string;
  /** Whether the side navigation is open: on a narrow screen it is then a drawer over the page. */
  sidebarOpen?: boolean;
  /** Puts the drawer away (a tap on the page beside it). */
  onSidebarClose?: () => void;
  children: ReactNode;
}

/**
 * The signed-in frame: top bar (brand, tenant, user, Log out), the side-navigation slot and the main area. Below
 * 900 px the navigation, when open, is a drawer over the page (`side-nav.css`) with a backdrop, drawn by the slot,
 * that puts it away on a tap; overlays then need leave no room for it.
 */
export const AppShell = ({
  homePath,
  tenantName,
  userName,
  sidebar,
  sidebarWidth = '16rem',
  sidebarOpen = false,
  onSidebarClose,
  children,
}: AppShellProps) => {
  const narrow = useNarrowScreen();
  const width = sidebar ? sidebarWidth : '0px';
  const besideWidth = narrow ? '0px' : width;
  const drawerOpen = Boolean(sidebar) && narrow && sidebarOpen;
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(SIDEBAR_WIDTH_VAR, besideWidth);
    return () => {
      root.style.removeProperty(SIDEBAR_WIDTH_VAR);
    };
  }, [besideWidth]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="app-shell__topbar">
        <Link to={homePath} className="brand">
          {PRODUCT_NAME}
        </Link>
        {tenantName ? (
          <span className="app-shell__tenant" data-testid="tenant-name">
            {tenantName}
          </span>
        ) : null}
        <nav className="app-shell__account" aria-label="Account">
          {userName ? (
            <span className="app-shell__user" data-testid="user-name">
              {userName}
            </span>
          ) : null}
          <Link to="/logout" className="app-shell__logout" data-testid="logout-link">
            <i className="pi pi-sign-out" aria-hidden="true" />
            <span>Log out</span>
          </Link>
        </nav>
      </header>
      <div className="app-shell__body">
        {sidebar ? (
          // A plain box: the navigation inside is the landmark (an aside would add a second one around it).
          // The drawer's backdrop is this box's ::before: a tap on it (not on the navigation) puts the drawer away;
          // keyboards have Escape and the toggle.
          // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer convenience only
          // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the drawer (`SideNav`)
          <div
            className="app-shell__sidebar"
            style={{ width }}
            data-testid="sidebar-slot"
            onClick={(event) => {
              if (drawerOpen && event.target === event.currentTarget) onSidebarClose?.();
            }}
          >
            {sidebar}
          </div>
        ) : null}
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
};
