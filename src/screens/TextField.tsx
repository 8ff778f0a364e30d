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
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
