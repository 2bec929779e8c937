export { SignupPage as Component } from '../../features/signup/components/signup-page';
