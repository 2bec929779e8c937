// A signed-in page's first paint: the server draws the frame's top bar into `index.html` and hands the page the
// account and tenant it would otherwise ask for, so that the tenant and the user show before any script has run.

import { canSee, screenOfPath } from './access.js';
import { PRODUCT_NAME, SESSION_STORAGE_PREFIX, SIDEBAR_STORAGE_KEY } from './constants.js';
import {
  buildMenu,
  hidesNavigation,
  type Menu,
  type MenuEntry,
  menuSectionOf,
  showsNavigation,
} from './menu.js';
import { type PageHeader, pageHeaderOf } from './page-headers.js';
import type { CurrentTenant, UserAccount } from './schemas/account.js';

/** The id of the `<script type="application/json">` element that carries a signed-in page's `FirstPaintData`. */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

/** What a signed-in page would ask for first: `GET /api/account` and `GET /api/tenant/current`, as they answer. */
export interface FirstPaintData {
  account: UserAccount;
  tenant: CurrentTenant;
}

/** The user's name as the frame shows it: the full name, else first and last name. */
export const userDisplayName = (account: Pick<UserAccount, 'fullName' | 'firstName' | 'lastName'>): string =>
  account.fullName || [account.firstName, account.lastName].filter(Boolean).join(' ');

/** A tenant's home page, `/{tenantPublicId}/home`. */
export const tenantHomePath = (tenantPublicId: number | string): string => `/${tenantPublicId}/home`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made safe for HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export interface FrameFirstPaint {
  homePath: string;
  tenantName?: string;
  userName?: string;
  /** The side navigation's slot (`sideNavFirstPaintHtml`), when the user and the page have one. */
  sidebar?: string;
  /** The main area's content (`pageHeaderFirstPaintHtml`). */
  main?: string;
}

/**
 * The signed-in frame with its top bar, the side navigation and the main area, as `AppShell` (web
 * `components/layout`) draws them: the same elements, classes and texts, so that the page looks the same when the
 * app takes over (a web test compares the two).
 */
export const frameFirstPaintHtml = ({
  homePath,
  tenantName,
  userName,
  sidebar,
  main,
}: FrameFirstPaint): string =>
  '<div class="app-shell"><a class="skip-link" href="#main-content">Skip to main content</a>' +
  `<header class="app-shell__topbar"><a class="brand" href="${escapeHtml(homePath)}">${escapeHtml(PRODUCT_NAME)}</a>` +
  (tenantName
    ? `<span class="app-shell__tenant" data-testid="tenant-name">${escapeHtml(tenantName)}</span>`
    : '') +
  '<nav class="app-shell__account" aria-label="Account">' +
  (userName ? `<span class="app-shell__user" data-testid="user-name">${escapeHtml(userName)}</span>` : '') +
  '<a class="app-shell__logout" href="/logout" data-testid="logout-link">' +
  '<i class="pi pi-sign-out" aria-hidden="true"></i><span>Log out</span></a></nav></header>' +
  `<div class="app-shell__body">${sidebar ?? ''}` +
  `<main id="main-content" class="app-shell__main" tabindex="-1">${main ?? ''}</main></div></div>`;

/** Widths of the side navigation, open and collapsed to its icons. */
export const SIDEBAR_WIDTH = { open: '16rem', collapsed: '4.5rem' } as const;

/** The ids that tie the side navigation's toggle and headings to what they name (one navigation per page). */
export const SIDE_NAV_IDS = {
  content: 'side-nav-content',
  apps: 'side-nav-apps-heading',
  menu: 'side-nav-menu-heading',
} as const;

/** The toggle's name and icon, open or collapsed. */
export const sideNavToggle = (open: boolean) =>
  open
    ? { label: 'Collapse navigation', icon: 'pi-angle-double-left' }
    : { label: 'Expand navigation', icon: 'pi-angle-double-right' };

/** An entry leads to an exact page: it is the current one on that path alone (React Router's `end`). */
const isCurrent = (to: string, pathname: string) => to.toLowerCase() === pathname.toLowerCase();

const entryHtml = (entry: MenuEntry, pathname: string): string => {
  const content =
    `<i class="side-nav__icon ${escapeHtml(entry.icon)}" aria-hidden="true"></i>` +
    `<span class="side-nav__label">${escapeHtml(entry.label)}</span>`;
  const named = `title="${escapeHtml(entry.label)}" data-testid="nav-${escapeHtml(entry.id)}"`;
  if (entry.kind === 'external') {
    return (
      `<a class="side-nav__link" href="${escapeHtml(entry.href)}" target="_blank" rel="noopener noreferrer" ${named}>` +
      `${content} <span class="visually-hidden">(opens in a new tab)</span>` +
      '<i class="side-nav__external pi pi-external-link" aria-hidden="true"></i></a>'
    );
  }
  const current = isCurrent(entry.to, pathname);
  return (
    `<a${current ? ' aria-current="page"' : ''} class="side-nav__link${current ? ' active' : ''}" ` +
    `href="${escapeHtml(entry.to)}" ${named}>${content}</a>`
  );
};

const listHtml = (entries: MenuEntry[], labelledBy: string, pathname: string) =>
  `<ul class="side-nav__list" aria-labelledby="${labelledBy}">` +
  entries.map((entry) => `<li>${entryHtml(entry, pathname)}</li>`).join('') +
  '</ul>';

/**
 * The side navigation's slot, open, as `AppShell` and `SideNav` (web `components/side-nav`) draw it for `menu` on
 * `pathname`. Whether the user collapsed it is in the tab's session storage, which the server cannot read:
 * `SIDEBAR_FIRST_PAINT_SCRIPT`, after the frame, collapses it.
 */
export const sideNavFirstPaintHtml = (menu: Menu, pathname: string): string => {
  const toggle = sideNavToggle(true);
  const apps = menu.apps
    ? `<div class="side-nav__group side-nav__apps" data-testid="side-nav-apps"><p id="${SIDE_NAV_IDS.apps}" class="side-nav__heading">Apps</p>` +
      (menu.apps.entries.length > 0 ? listHtml(menu.apps.entries, SIDE_NAV_IDS.apps, pathname) : '') +
      `<a class="side-nav__link side-nav__back" title="Back to Dashboard" href="${escapeHtml(menu.apps.backTo)}">` +
      '<i class="side-nav__icon pi pi-arrow-left" aria-hidden="true"></i><span class="side-nav__label">Back to Dashboard</span></a></div>'
    : '';
  return (
    `<div class="app-shell__sidebar" style="width: ${SIDEBAR_WIDTH.open};" data-testid="sidebar-slot">` +
    `<nav class="side-nav" aria-label="Main" data-testid="side-nav" data-section="${menu.section}">` +
    `<button type="button" class="side-nav__toggle" aria-expanded="true" aria-controls="${SIDE_NAV_IDS.content}" ` +
    `aria-label="${toggle.label}" title="${toggle.label}" data-testid="side-nav-toggle">` +
    `<i class="pi ${toggle.icon}" aria-hidden="true"></i></button>` +
    `<div id="${SIDE_NAV_IDS.content}" class="side-nav__content">${apps}` +
    `<div class="side-nav__group" data-testid="side-nav-menu"><p id="${SIDE_NAV_IDS.menu}" class="side-nav__heading">${escapeHtml(menu.title)}</p>` +
    listHtml(menu.entries, SIDE_NAV_IDS.menu, pathname) +
    '</div><div class="side-nav__footer"><button type="button" class="side-nav__link side-nav__logout" title="Log out" data-testid="side-nav-logout">' +
    '<i class="side-nav__icon pi pi-sign-out" aria-hidden="true"></i><span class="side-nav__label">Log out</span></button></div></div></nav></div>'
  );
};

/**
 * Runs right after the drawn frame: when the tab's session storage says the user collapsed the side navigation
 * (spec: key `dashboard`, default open), collapses it as `SideNav` draws it collapsed, so that nothing moves when
 * the app takes over.
 */
export const SIDEBAR_FIRST_PAINT_SCRIPT =
  '(function(){try{' +
  `if(sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_PREFIX + SIDEBAR_STORAGE_KEY)})!=="false")return}catch(e){return}` +
  'var slot=document.querySelector("[data-testid=sidebar-slot]");if(!slot)return;' +
  `slot.style.width=${JSON.stringify(SIDEBAR_WIDTH.collapsed)};` +
  'slot.firstChild.classList.add("side-nav--collapsed");' +
  'var t=slot.querySelector(".side-nav__toggle");t.setAttribute("aria-expanded","false");' +
  `t.setAttribute("aria-label",${JSON.stringify(sideNavToggle(false).label)});t.title=${JSON.stringify(sideNavToggle(false).label)};` +
  `t.firstChild.className=${JSON.stringify(`pi ${sideNavToggle(false).icon}`)}})()`;

/** The main area of a page that starts with a header (`PAGE_HEADERS`), as `AdminPage` draws it without content. */
export const pageHeaderFirstPaintHtml = ({ title, lead }: PageHeader): string =>
  '<div class="page admin-page"><div class="admin-page__header"><div>' +
  `<h1>${escapeHtml(title)}</h1>${lead ? `<p class="page__lead">${escapeHtml(lead)}</p>` : ''}</div></div></div>`;

/** Where the path's tenant is not the user's, the app shows "not found": no page header to draw. */
const tenantOfPath = (pathname: string) => pathname.split('/')[1] ?? '';

/**
 * What a signed-in page at `pathname` draws first, as the app would: the frame's top bar (the tenant and the
 * user); the side navigation of the path's section when the user has one (spec section 2), left open and collapsed
 * by `SIDEBAR_FIRST_PAINT_SCRIPT` where the tab says so; and the page's header when it has one and the user may
 * see it. A user who must change a temporary password is sent elsewhere by the app, so gets no frame.
 */
export const firstPaintFrame = (data: FirstPaintData, pathname: string, search = ''): string => {
  const { account, tenant } = data;
  if (account.status === 'TEMP_PASSWORD') return '';
  const screen = screenOfPath(pathname);
  const navigation = showsNavigation(account) && !hidesNavigation(pathname);
  const header =
    tenantOfPath(pathname) === String(tenant.publicId) && screen && canSee(account, screen)
      ? pageHeaderOf(screen, `${pathname}${search}`, account)
      : undefined;
  const sidebar = navigation
    ? sideNavFirstPaintHtml(buildMenu(menuSectionOf(pathname), account, tenant), pathname)
    : undefined;
  const frame = frameFirstPaintHtml({
    homePath: tenantHomePath(tenant.publicId),
    tenantName: tenant.name,
    userName: userDisplayName(account),
    sidebar,
    main: header ? pageHeaderFirstPaintHtml(header) : undefined,
  });
  // After the whole frame: the browser may paint what it has parsed before it runs an inline script, and the
  // page's header, its largest text, must be in that first frame.
  return sidebar ? `${frame}<script>${SIDEBAR_FIRST_PAINT_SCRIPT}</script>` : frame;
};

/**
 * JSON for the inside of a `<script type="application/json">`: nothing in it can end the element, open a comment
 * or break a line in older parsers.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
