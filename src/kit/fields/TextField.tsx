/**
 * A labelled text input (forms.md, spec §5 messages under the field): the props of the former
 * src/screens/TextField.tsx (label, hint, error, prefix such as "+39" read with the field) plus any
 * input prop, so react-hook-form's `{...register('x')}` spreads onto it.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, splitFrame, type FrameProps } from './FieldFrame';

/** Native input props with a React 19 `ref` (react-hook-form's `register` passes name, onChange, onBlur, ref). */
export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export interface TextFieldProps extends InputProps, FrameProps {
  /** A fixed prefix shown before the input (such as +39), read with the field. */
  prefix?: string | undefined;
}

/** `field-input` plus a caller's classes. */
export const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

export function TextField(props: TextFieldProps) {
  const [frame, { prefix, className, ...input }] = splitFrame(props);
  return (
    <FieldFrame {...frame} prefix={prefix}>
      {(control) => <input {...input} {...control} className={withClass('field-input', className)} />}
    </FieldFrame>
  );
}
