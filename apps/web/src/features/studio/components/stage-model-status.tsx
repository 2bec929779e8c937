import { formatUtcDate, MESSAGES } from '@parlance/shared';
import { Button } from 'primereact/button';
import type { StageModel } from '../model';

/**
 * "Version 3, saved by ada on 2026/11/23" or, for a model never saved, that it holds the defaults. A span (shown
 * as a block), since section leads are paragraphs already.
 */
export const VersionLine = ({ model }: { model: StageModel }) => (
  <span className="studio-version" data-testid="stage-model-version">
    {model.version === 0 || !model.lastModifiedDate
      ? 'Version 0: the default stages, not saved yet.'
      : `Version ${model.version}, saved by ${model.lastModifiedBy ?? 'someone'} on ${formatUtcDate(model.lastModifiedDate)}.`}
  </span>
);

/** The text of a 409: someone else saved meanwhile; the draft is kept until the user reloads. */
export const CONFLICT_MESSAGE = `${MESSAGES.staleVersion} Your edits are kept until you reload.`;

export const ConflictNotice = ({ onReload }: { onReload: () => void }) => (
  <div className="admin-error studio-conflict" role="alert" data-testid="stage-model-conflict">
    <strong>Not saved</strong>
    <p>{CONFLICT_MESSAGE}</p>
    <Button type="button" label="Reload the stage model" icon="pi pi-refresh" outlined onClick={onReload} />
  </div>
);
