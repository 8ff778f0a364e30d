/**
 * A labelled native select; `placeholder` adds an empty first option (the "choose" prompt). The option elements
 * are made once per option list: a form's re-render (a keystroke's message, the submit lock) passes over the
 * long lists (the provinces, the countries) instead of comparing every option again.
 */
import { useMemo, type Ref, type SelectHTMLAttributes } from 'react';
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
  const choices = useMemo(
    () => (
      <>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </>
    ),
    [options, placeholder],
  );
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select {...select} {...control} className={withClass('field-input select', className)}>
          {choices}
        </select>
      )}
    </FieldFrame>
  );
}
