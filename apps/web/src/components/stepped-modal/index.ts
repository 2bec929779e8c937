export { SteppedModal, type SteppedModalProps } from './stepped-modal';
