/** A labelled native select; `placeholder` adds an empty first option (the "choose" prompt). */
import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, splitFrame, type FrameProps } from './FieldFrame';
import { withClass } from './TextField';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FrameProps {
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''), e.g. "Seleziona". */
  placeholder?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField(props: SelectFieldProps) {
  const [frame, { options, placeholder, className, ...select }] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select {...select} {...control} className={withClass('field-input select', className)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
