export { ResetInitPage as Component } from '../../features/password-reset/components/reset-init-page';
