export {
  buildMenu,
  firstEntryPath,
  type Menu,
  type MenuEntry,
  type MenuSection,
  menuSectionOf,
  showsNavigation,
} from '@parlance/shared';
export { SideNav, type SideNavProps } from './side-nav';
export { readSidebarOpen, SIDEBAR_WIDTH, useSidebarOpen } from './sidebar-state';
