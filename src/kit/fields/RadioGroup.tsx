/**
 * One choice among a few: a fieldset whose legend is the label, the hint and the error described on the
 * fieldset, `aria-invalid` on each radio while the error shows.
 *
 * With react-hook-form spread the registration onto the group: `<RadioGroup {...register('kind')} … />`.
 * Its name, onChange, onBlur and ref go onto every radio (react-hook-form keeps one ref per radio of a
 * name and reads the checked one), each radio has its option's value. Without a form, pass `name`,
 * `value` (the chosen option) and `onChange`. The first radio carries `id` (an error summary links there).
 */
import type { ReactNode } from 'react';
import { FieldFrame, splitFrame, type FrameProps } from './FieldFrame';
import { withClass, type InputProps } from './TextField';

interface RadioOption {
  value: string;
  label: ReactNode;
  /** Help text of this option, read with its radio. */
  hint?: ReactNode;
}

export interface RadioGroupProps extends Omit<InputProps, 'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked'>, FrameProps {
  options: readonly RadioOption[];
  /** The chosen option's value (controlled use, without react-hook-form). */
  value?: string | undefined;
}

export function RadioGroup(props: RadioGroupProps) {
  const [frame, { options, value, className, ...input }] = splitFrame(props);
  return (
    <FieldFrame {...frame} group>
      {({ id, ...control }) =>
        options.map((option, index) => {
          const radioId = index === 0 ? id : `${id}-${index}`;
          const hintId = `${radioId}-hint`;
          return (
            <div className="field-radio" key={option.value}>
              <input
                {...input}
                {...control}
                id={radioId}
                type="radio"
                className={withClass('field-radio-input', className)}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                aria-describedby={option.hint ? hintId : undefined}
              />
              <label htmlFor={radioId}>{option.label}</label>
              {option.hint && (
                <p id={hintId} className="field-hint">
                  {option.hint}
                </p>
              )}
            </div>
          );
        })
      }
    </FieldFrame>
  );
}
