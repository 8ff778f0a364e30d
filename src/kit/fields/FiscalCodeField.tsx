/**
 * The Italian fiscal code field (Citizenship, MinorSetTutor): 16 characters, upper-cased on every update with
 * the caret kept in place (§5 "One text input behaviour upper-cases the value on every update"), no spelling or
 * autofill help. Spread react-hook-form's `register('…')` onto it as onto a TextField.
 */
import { FISCAL_CODE_LENGTH } from '../../validation/fiscal-code';
import { TextField, type TextFieldProps } from './TextField';
import { upperCasing } from './upperCase';

export function FiscalCodeField({ onChange, ...props }: TextFieldProps) {
  return (
    <TextField
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={FISCAL_CODE_LENGTH}
      {...props}
      onChange={onChange && upperCasing(onChange)}
    />
  );
}
