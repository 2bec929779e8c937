export { ResetFinishPage as Component } from '../../features/password-reset/components/reset-finish-page';
