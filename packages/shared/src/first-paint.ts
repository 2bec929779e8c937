// A signed-in page's first paint: the server draws the frame's top bar into `index.html` and hands the page the
// account and tenant it would otherwise ask for, so that the tenant and the user show before any script has run.
import { PRODUCT_NAME } from './constants.js';
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
}

/**
 * The signed-in frame with its top bar and an empty main area, as `AppShell` (web `components/layout`) draws it
 * without a side navigation: the same elements, classes and texts, so that the page looks the same when the app
 * takes over (a web test compares the two).
 */
export const frameFirstPaintHtml = ({ homePath, tenantName, userName }: FrameFirstPaint): string =>
  '<div class="app-shell"><a class="skip-link" href="#main-content">Skip to main content</a>' +
  `<header class="app-shell__topbar"><a class="brand" href="${escapeHtml(homePath)}">${escapeHtml(PRODUCT_NAME)}</a>` +
  (tenantName
    ? `<span class="app-shell__tenant" data-testid="tenant-name">${escapeHtml(tenantName)}</span>`
    : '') +
  '<nav class="app-shell__account" aria-label="Account">' +
  (userName ? `<span class="app-shell__user" data-testid="user-name">${escapeHtml(userName)}</span>` : '') +
  '<a class="app-shell__logout" href="/logout" data-testid="logout-link">' +
  '<i class="pi pi-sign-out" aria-hidden="true"></i><span>Log out</span></a></nav></header>' +
  '<div class="app-shell__body"><main id="main-content" class="app-shell__main" tabindex="-1"></main></div></div>';

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
