/**
 * A labelled text field of the forms (DESIGN §4): visible label, the input, and its error under it in a
 * live region that is always present, so a message is announced when it appears; the input is
 * `aria-invalid` and described by the error while there is one. The input props (react-hook-form's
 * `register(...)`, type, autocomplete, …) pass through.
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's error message (a §5 message), or undefined when the value is valid. */
  error?: string | undefined;
  /** A short help text under the label, read with the field. */
  hint?: string | undefined;
  /** A fixed prefix shown before the input (such as +39), read with the field. */
  prefix?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, prefix, id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const prefixId = `${inputId}-prefix`;
  const describedBy = [prefix && prefixId, hint && hintId, error && errorId].filter(Boolean).join(' ');
  const input = (
    <input
      {...props}
      id={inputId}
      className="field-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    />
  );
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {prefix ? (
        <div className="field-prefixed">
          <span id={prefixId} className="field-prefix">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      <p id={errorId} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
