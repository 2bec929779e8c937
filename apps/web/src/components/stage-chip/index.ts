export { StageChip, type StageChipProps } from './stage-chip';
