import type { CSSProperties } from 'react';

/**
 * The CSS variable holding the side navigation's width (0 when there is none). Modal overlays start after it,
 * so the navigation stays visible beside them (spec section 2, confirm dialog).
 */
export const SIDEBAR_WIDTH_VAR = '--parlance-sidebar-width';

export const maskBesideSidebar: CSSProperties = {
  left: `var(${SIDEBAR_WIDTH_VAR}, 0px)`,
  width: `calc(100% - var(${SIDEBAR_WIDTH_VAR}, 0px))`,
};
