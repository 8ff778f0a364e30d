/**
 * One checkbox with its label after the box (a consent, "Accetto…"): the error above, then box, label,
 * hint and an `after` slot (such as a DocumentLink). With react-hook-form, `{...register('x')}` gives a
 * boolean. To have the box described by something in `after`, give it an id and pass it in `aria-describedby`.
 */
import type { ReactNode } from 'react';
import { splitFrame, useFieldFrame, type FrameProps } from './FieldFrame';
import { withClass, type InputProps } from './TextField';

export interface CheckboxFieldProps extends Omit<InputProps, 'type'>, FrameProps {
  /** Shown after the label and hint, e.g. a link to the document the box accepts. */
  after?: ReactNode;
}

export function CheckboxField(props: CheckboxFieldProps) {
  const [frame, { after, className, ...input }] = splitFrame(props);
  const parts = useFieldFrame(frame);
  return (
    <div className="field field-check">
      {parts.error}
      <input {...input} {...parts.control} type="checkbox" className={withClass('field-check-input', className)} />
      {parts.label}
      {parts.hint}
      {after}
    </div>
  );
}
