/**
 * §5 "One text input behaviour upper-cases the value on every update": wraps a field's onChange (e.g.
 * react-hook-form's) so the input's text is upper-cased before it is read, with the caret kept in place.
 */
import type { ChangeEvent } from 'react';
import { toUpperCaseInput } from '../../validation/normalise';

export function upperCasing<R>(onChange: (event: ChangeEvent<HTMLInputElement>) => R) {
  return (event: ChangeEvent<HTMLInputElement>): R => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = toUpperCaseInput(input.value);
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    return onChange(event);
  };
}
