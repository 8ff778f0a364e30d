/**
 * A one-time code (forms.md "OTP is one field"): one text input, numeric keypad, the SMS code offered by
 * the keyboard (`one-time-code`), paste allowed (WCAG 3.3.8); anything but digits is dropped as typed.
 */
import { TextField, type TextFieldProps } from './TextField';

export interface OtpFieldProps extends Omit<TextFieldProps, 'maxLength' | 'prefix'> {
  /** Number of digits (the input's maxLength). */
  length: number;
}

export function OtpField({ length, onChange, ...props }: OtpFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      enterKeyHint="done"
      {...props}
      maxLength={length}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        return onChange?.(event);
      }}
    />
  );
}
