import {
  buildMenu,
  type CurrentTenant,
  type MenuEntry,
  menuSectionOf,
  SIDE_NAV_IDS,
  sideNavToggle,
  type UserAccount,
} from '@parlance/shared';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLogout } from '../../lib/auth';
import { useNarrowScreen } from '../layout/narrow-screen';

export interface SideNavProps {
  account: Pick<UserAccount, 'authorities' | 'tenantPublicId'>;
  tenant: Pick<CurrentTenant, 'publicId' | 'clientApps'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Called when an entry is followed: on a narrow screen the drawer goes away. */
type OnFollow = () => void;

const EntryLink = ({ entry, onFollow }: { entry: MenuEntry; onFollow: OnFollow }) => {
  const content = (
    <>
      <i className={`side-nav__icon ${entry.icon}`} aria-hidden="true" />
      <span className="side-nav__label">{entry.label}</span>
    </>
  );
  if (entry.kind === 'external') {
    return (
      <a
        className="side-nav__link"
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        title={entry.label}
        data-testid={`nav-${entry.id}`}
        onClick={onFollow}
      >
        {content} <span className="visually-hidden">(opens in a new tab)</span>
        <i className="side-nav__external pi pi-external-link" aria-hidden="true" />
      </a>
    );
  }
  return (
    // Entries lead to exact pages, so only the page itself is current (never its parent path).
    <NavLink
      className="side-nav__link"
      to={entry.to}
      end
      title={entry.label}
      data-testid={`nav-${entry.id}`}
      onClick={onFollow}
    >
      {content}
    </NavLink>
  );
};

const EntryList = ({
  entries,
  labelledBy,
  onFollow,
}: {
  entries: MenuEntry[];
  labelledBy: string;
  onFollow: OnFollow;
}) => (
  <ul className="side-nav__list" aria-labelledby={labelledBy}>
    {entries.map((entry) => (
      <li key={entry.id}>
        <EntryLink entry={entry} onFollow={onFollow} />
      </li>
    ))}
  </ul>
);

/**
 * The side navigation (spec section 2): the apps menu (hidden in the home menu), the menu of the section the
 * path is in, and Log out. Collapsing keeps the icons; every entry keeps its name for assistive technology.
 * On a narrow screen it is a drawer over the page (`AppShell`): following an entry or Escape puts it away, and
 * collapsed it is the toggle alone, in the top bar.
 */
export const SideNav = ({ account, tenant, open, onOpenChange }: SideNavProps) => {
  const { pathname } = useLocation();
  const logout = useLogout();
  // Fixed ids (one navigation per page), the same as the server's first paint draws (`sideNavFirstPaintHtml`).
  const { content: contentId, apps: appsId, menu: menuId } = SIDE_NAV_IDS;
  const toggle = sideNavToggle(open);
  const menu = buildMenu(menuSectionOf(pathname), account, tenant);
  const narrow = useNarrowScreen();
  const drawerOpen = narrow && open;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onFollow = () => {
    if (drawerOpen) onOpenChange(false);
  };

  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog over the drawer handles its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"]'))
        return;
      onOpenChange(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, onOpenChange]);

  return (
    <nav
      className={`side-nav${open ? '' : ' side-nav--collapsed'}`}
      aria-label="Main"
      data-testid="side-nav"
      data-section={menu.section}
    >
      <button
        ref={toggleRef}
        type="button"
        className="side-nav__toggle"
        aria-expanded={open}
        aria-controls={contentId}
        aria-label={toggle.label}
        title={toggle.label}
        onClick={() => onOpenChange(!open)}
        data-testid="side-nav-toggle"
      >
        <i className={`pi ${toggle.icon}`} aria-hidden="true" />
      </button>
      <div id={contentId} className="side-nav__content">
        {menu.apps ? (
          <div className="side-nav__group side-nav__apps" data-testid="side-nav-apps">
            <p id={appsId} className="side-nav__heading">
              Apps
            </p>
            {menu.apps.entries.length > 0 ? (
              <EntryList entries={menu.apps.entries} labelledBy={appsId} onFollow={onFollow} />
            ) : null}
            <Link
              to={menu.apps.backTo}
              className="side-nav__link side-nav__back"
              title="Back to Dashboard"
              onClick={onFollow}
            >
              <i className="side-nav__icon pi pi-arrow-left" aria-hidden="true" />
              <span className="side-nav__label">Back to Dashboard</span>
            </Link>
          </div>
        ) : null}
        <div className="side-nav__group" data-testid="side-nav-menu">
          <p id={menuId} className="side-nav__heading">
            {menu.title}
          </p>
          <EntryList entries={menu.entries} labelledBy={menuId} onFollow={onFollow} />
        </div>
        <div className="side-nav__footer">
          <button
            type="button"
            className="side-nav__link side-nav__logout"
            title="Log out"
            onClick={() => void logout()}
            data-testid="side-nav-logout"
          >
            <i className="side-nav__icon pi pi-sign-out" aria-hidden="true" />
            <span className="side-nav__label">Log out</span>
          </button>
        </div>
      </div>
    </nav>
  );
};
