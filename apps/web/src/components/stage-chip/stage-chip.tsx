import './stage-chip.css';

export interface StageChipProps {
  stage: string;
  colour: string;
  confidence?: number;
  /** Extra text after the stage's name for screen readers and the tooltip (e.g. "corrected"). */
  note?: string;
}

/** A stage chip: the stage's colour with its name in white (colour is never the only cue). */
export const StageChip = ({ stage, colour, confidence, note }: StageChipProps) => {
  const title = [confidence !== undefined ? `Confidence ${Math.round(confidence * 100)}%` : '', note ?? '']
    .filter(Boolean)
    .join(', ');
  return (
    <span
      className="stage-chip"
      style={{ background: colour }}
      data-testid="stage-chip"
      title={title || undefined}
    >
      {stage}
    </span>
  );
};
