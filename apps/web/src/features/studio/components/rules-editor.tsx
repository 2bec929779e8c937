import { RULE_SEVERITIES, SPEAKERS } from '@parlance/shared';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { FormErrors } from '../../../components/form';
import { uniqueLines } from '../lib/examples';
import type { Rule, RuleSeverity, Speaker, Stage } from '../model';

const SEVERITY_LABELS: Record<RuleSeverity, string> = {
  info: 'Info',
  warning: 'Warning',
  critical: 'Critical',
};

/** A rule in words: "Agent Qualify before Agent Recommend", "In Warm Greet Intro the Agent says one of …". */
export const describeRule = (rule: Rule): string =>
  rule.kind === 'before'
    ? `${rule.stage} before ${rule.then}`
    : `In ${rule.stage} the ${rule.speaker} says one of: ${rule.phrases.map((p) => `“${p}”`).join(', ')}`;

const newRuleId = () => crypto.randomUUID().slice(0, 8);

export interface RulesEditorProps {
  rules: readonly Rule[];
  stages: readonly Stage[];
  onChange: (rules: Rule[]) => void;
  readOnly: boolean;
}

/** The compliance rules: a list with their severity, and a form adding a `before` or a `phrase` rule. */
export const RulesEditor = ({ rules, stages, onChange, readOnly }: RulesEditorProps) => (
  <div className="studio-rules">
    {rules.length === 0 ? (
      <p>No compliance rules yet.</p>
    ) : (
      <ul className="studio-rules__list" aria-label="Compliance rules">
        {rules.map((rule) => (
          <li key={rule.id} data-testid="rule">
            <span className={`studio-severity studio-severity--${rule.severity}`}>
              {SEVERITY_LABELS[rule.severity]}
            </span>
            <span className="studio-rules__text">{describeRule(rule)}</span>
            {readOnly ? null : (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                size="small"
                severity="danger"
                aria-label={`Remove the rule ${describeRule(rule)}`}
                onClick={() => onChange(rules.filter((other) => other.id !== rule.id))}
              />
            )}
          </li>
        ))}
      </ul>
    )}
    {readOnly ? null : <RuleForm stages={stages} onAdd={(rule) => onChange([...rules, rule])} />}
  </div>
);

const RuleForm = ({ stages, onAdd }: { stages: readonly Stage[]; onAdd: (rule: Rule) => void }) => {
  const labels = stages.map((stage) => stage.label);
  const [kind, setKind] = useState<Rule['kind']>('before');
  const [severity, setSeverity] = useState<RuleSeverity>('warning');
  const [stage, setStage] = useState(labels[0] ?? '');
  const [followedBy, setFollowedBy] = useState(labels[1] ?? '');
  const [speaker, setSpeaker] = useState<Speaker>('Agent');
  const [phrases, setPhrases] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const submit = () => {
    const problems: string[] = [];
    const lines = uniqueLines(phrases);
    if (!labels.includes(stage)) problems.push('Choose a stage.');
    if (kind === 'before' && stage === followedBy) problems.push('A rule orders two different stages.');
    if (kind === 'phrase' && lines.length === 0) problems.push('Give at least one phrase.');
    if (kind === 'phrase' && lines.some((line) => line.length > 300))
      problems.push('A phrase has at most 300 characters.');
    setErrors(problems);
    if (problems.length) return;
    onAdd(
      kind === 'before'
        ? // biome-ignore lint/suspicious/noThenProperty: `then` is the rule's field in the API contract (a text).
          { id: newRuleId(), kind, severity, stage, then: followedBy }
        : { id: newRuleId(), kind, severity, stage, speaker, phrases: lines },
    );
    setPhrases('');
  };

  return (
    <form
      className="studio-rule-form"
      aria-labelledby="rule-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="rule-form-heading">New rule</h3>
      <FormErrors messages={errors} testId="rule-errors" />
      <fieldset className="choice-group">
        <legend>Kind</legend>
        <div className="choice-group__options">
          <label className="choice">
            <input
              type="radio"
              name="rule-kind"
              checked={kind === 'before'}
              onChange={() => setKind('before')}
            />
            One stage before another
          </label>
          <label className="choice">
            <input
              type="radio"
              name="rule-kind"
              checked={kind === 'phrase'}
              onChange={() => setKind('phrase')}
            />
            A phrase to say
          </label>
        </div>
      </fieldset>
      <div className="studio-settings-row">
        <div className="field">
          <label htmlFor="rule-severity" className="field__label">
            Severity
          </label>
          <select
            id="rule-severity"
            className="studio-select"
            value={severity}
            onChange={(event) => setSeverity(event.target.value as RuleSeverity)}
          >
            {RULE_SEVERITIES.map((value) => (
              <option key={value} value={value}>
                {SEVERITY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rule-stage" className="field__label">
            {kind === 'before' ? 'This stage' : 'In stage'}
          </label>
          <select
            id="rule-stage"
            className="studio-select"
            value={stage}
            onChange={(event) => setStage(event.target.value)}
          >
            {labels.map((label) => (
              <option key={label}>{label}</option>
            ))}
          </select>
        </div>
        {kind === 'before' ? (
          <div className="field">
            <label htmlFor="rule-then" className="field__label">
              Comes before
            </label>
            <select
              id="rule-then"
              className="studio-select"
              value={followedBy}
              onChange={(event) => setFollowedBy(event.target.value)}
            >
              {labels.map((label) => (
                <option key={label}>{label}</option>
              ))}
            </select>
          </div>
        ) : (
          <div className="field">
            <label htmlFor="rule-speaker" className="field__label">
              Speaker
            </label>
            <select
              id="rule-speaker"
              className="studio-select"
              value={speaker}
              onChange={(event) => setSpeaker(event.target.value as Speaker)}
            >
              {SPEAKERS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </div>
        )}
      </div>
      {kind === 'phrase' ? (
        <div className="field">
          <label htmlFor="rule-phrases" className="field__label">
            Phrases, one a line
          </label>
          <InputTextarea
            id="rule-phrases"
            rows={3}
            autoResize={false}
            value={phrases}
            onChange={(event) => setPhrases(event.target.value)}
          />
        </div>
      ) : null}
      <div>
        <Button type="submit" label="Add rule" icon="pi pi-plus" outlined />
      </div>
    </form>
  );
};
