export { AppShell, type AppShellProps } from './app-shell';
export { NARROW_SCREEN_QUERY, useNarrowScreen } from './narrow-screen';
export { PageLoading } from './page-loading';
export { PublicLayout } from './public-layout';
