export { AreaBeingSetUp, type AreaBeingSetUpProps } from './area-being-set-up';
