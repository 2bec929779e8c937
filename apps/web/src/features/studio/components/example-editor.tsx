import { STAGE_EXAMPLES_MAX } from '@parlance/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { addExamples, describeLeftOut, searchExamples } from '../lib/examples';

export interface ExampleEditorProps {
  stageLabel: string;
  examples: readonly string[];
  onChange: (examples: string[]) => void;
  readOnly: boolean;
}

/**
 * A stage's example phrases: add one, paste many lines at once (one example a line; repeats, empty and too long
 * lines are left out and counted), remove, and search.
 */
export const ExampleEditor = ({ stageLabel, examples, onChange, readOnly }: ExampleEditorProps) => {
  const [one, setOne] = useState('');
  const [many, setMany] = useState('');
  const [query, setQuery] = useState('');
  const [note, setNote] = useState('');
  const shown = searchExamples(examples, query);

  const add = (text: string, clear: () => void) => {
    const result = addExamples(examples, text);
    if (result.added) onChange(result.examples);
    const leftOut = describeLeftOut(result);
    setNote(
      `${result.added === 1 ? '1 example added.' : `${result.added} examples added.`}${leftOut ? ` ${leftOut}` : ''}`,
    );
    if (result.added) clear();
  };

  return (
    <section className="studio-examples" aria-labelledby="examples-heading">
      <h3 id="examples-heading">
        Examples of {stageLabel}{' '}
        <span className="studio-examples__count" data-testid="example-count">
          ({examples.length} of at most {STAGE_EXAMPLES_MAX})
        </span>
      </h3>
      {readOnly ? null : (
        <div className="studio-examples__add">
          <form
            className="studio-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              add(one, () => setOne(''));
            }}
          >
            <div className="field">
              <label htmlFor="example-new" className="field__label">
                New example
              </label>
              <InputText
                id="example-new"
                value={one}
                maxLength={1000}
                onChange={(event) => setOne(event.target.value)}
              />
            </div>
            <Button type="submit" label="Add example" icon="pi pi-plus" disabled={!one.trim()} />
          </form>
          <form
            className="studio-inline-form studio-inline-form--column"
            onSubmit={(event) => {
              event.preventDefault();
              add(many, () => setMany(''));
            }}
          >
            <div className="field">
              <label htmlFor="example-paste" className="field__label">
                Paste examples, one a line
              </label>
              <InputTextarea
                id="example-paste"
                rows={4}
                autoResize={false}
                value={many}
                onChange={(event) => setMany(event.target.value)}
              />
            </div>
            <Button type="submit" label="Add lines" icon="pi pi-list" outlined disabled={!many.trim()} />
          </form>
          <p className="studio-examples__note" aria-live="polite" data-testid="example-note">
            {note}
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor="example-search" className="field__label">
          Search examples
        </label>
        <InputText
          id="example-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {query.trim() ? (
        <p className="studio-examples__note" aria-live="polite">
          {shown.length} of {examples.length} examples match.
        </p>
      ) : null}
      {examples.length === 0 ? (
        <p>This stage has no examples yet.</p>
      ) : (
        <ul className="studio-examples__list" aria-label={`Examples of ${stageLabel}`}>
          {shown.map(({ text, index }) => (
            <li key={text}>
              <span>{text}</span>
              {readOnly ? null : (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  size="small"
                  severity="danger"
                  aria-label={`Remove ${text}`}
                  onClick={() => onChange(examples.filter((_, i) => i !== index))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
