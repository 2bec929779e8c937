import { HEX_COLOUR, MIN_TEXT_CONTRAST } from '@parlance/shared';
import { InputText } from 'primereact/inputtext';
import { formatRatio, whiteContrast } from '../lib/contrast';

export interface ColourFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An error from the server, shown under the field. */
  error?: string | undefined;
  disabled?: boolean;
  /** How a low contrast is said: stage chips carry white text (an error on save), chart colours only warn. */
  lowContrast: string;
}

/**
 * A `#rrggbb` colour: a text field, the browser's colour picker next to it, a swatch, and
 * the contrast with white text, warned about under 4.5:1.
 */
export const ColourField = ({
  id,
  label,
  value,
  onChange,
  error,
  disabled = false,
  lowContrast,
}: ColourFieldProps) => {
  const valid = HEX_COLOUR.test(value);
  const ratio = whiteContrast(value);
  const low = ratio !== null && ratio < MIN_TEXT_CONTRAST;
  const message = error ?? (!valid ? 'Please enter a colour as #rrggbb.' : undefined);
  const describedBy = [`${id}-contrast`, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field studio-colour">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="studio-colour__row">
        <span
          className="studio-colour__swatch"
          style={{ background: valid ? value : '#ffffff' }}
          aria-hidden="true"
        />
        <InputText
          id={id}
          value={value}
          disabled={disabled}
          maxLength={7}
          className={`studio-colour__text${message ? ' p-invalid' : ''}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value.trim())}
        />
        <input
          type="color"
          className="studio-swatch-input"
          aria-label={`${label}: colour picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <small id={`${id}-contrast`} className={`field__hint${low ? ' studio-colour__warning' : ''}`}>
        {ratio === null
          ? 'Contrast with white text: not known.'
          : `Contrast with white text ${formatRatio(ratio)}${low ? `: ${lowContrast}` : '.'}`}
      </small>
      {message ? (
        <small id={`${id}-error`} className="field__error p-error" data-testid={`${id}-error`}>
          {message}
        </small>
      ) : null}
    </div>
  );
};
