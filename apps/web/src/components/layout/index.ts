export { AppShell, type AppShellProps } from './app-shell';
export { PageLoading } from './page-loading';
export { PublicLayout } from './public-layout';
