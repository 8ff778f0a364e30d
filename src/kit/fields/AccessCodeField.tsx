/**
 * The access code's field (spec §5: digits only, maxlength 5): masked, the numeric keypad on a phone, and the
 * password manager's hint — `new-password` where the code is chosen (CodeForm, ConfirmCodeForm),
 * `current-password` where the chosen one is asked again (ConfirmAccessCode).
 */
import { ACCESS_CODE_LENGTH } from '../../validation/access-code';
import { TextField, type TextFieldProps } from './TextField';

export interface AccessCodeFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'> {
  /** Whether the code is being chosen (`new`) or asked again (`current`). */
  purpose: 'new' | 'current';
}

export function AccessCodeField({ purpose, ...props }: AccessCodeFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode="numeric"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      maxLength={ACCESS_CODE_LENGTH}
    />
  );
}
