/**
 * A one-time code (forms.md "OTP is one field"): one text input, numeric keypad, the SMS code offered by
 * the keyboard (`one-time-code`), paste allowed (WCAG 3.3.8). What is typed is kept as typed: a letter is
 * not dropped silently but named by the screen's schema (§5 'Il campo deve contenere solo caratteri
 * numerici.'), so the user sees why the code is not accepted.
 */
import { TextField, type TextFieldProps } from './TextField';

export interface OtpFieldProps extends Omit<TextFieldProps, 'maxLength' | 'prefix'> {
  /** Number of digits (the input's maxLength). */
  length: number;
}

export function OtpField({ length, ...props }: OtpFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      enterKeyHint="done"
      {...props}
      maxLength={length}
    />
  );
}
