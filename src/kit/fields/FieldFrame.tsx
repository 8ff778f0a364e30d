/**
 * The frame every field primitive is drawn in (forms.md "What a FieldFrame should do"): label (legend for
 * a group), optional hint, the error, then the control, in that DOM order, so the error sits above the
 * control where a phone keyboard cannot cover it.
 *
 * - Ids come from one `useId()` per frame (`<id>-input`, `-hint`, `-error`, `-prefix`); a caller's `id`
 *   names the control and the rest follow it (`<id>-hint`, …). Ids are never looked up in the DOM: the
 *   wizard renders in a shadow root, where `document.getElementById` finds nothing.
 * - The error element is always rendered (a polite live region), so a message is announced when it
 *   appears; its text is exactly the message.
 * - `aria-describedby` = the caller's ids, the prefix, the hint, the error (only while it shows), from the
 *   same values that render them; `aria-invalid="true"` only while an error shows. No `required` and no
 *   `aria-errormessage` (screen readers ignore it): forms are `noValidate` and the schema checks.
 * - Groups (`group`) are a `fieldset` + `legend` with the description on the fieldset and
 *   `aria-invalid` on each control.
 */
import { useId, type ReactNode } from 'react';
import { FIELD_COPY } from './copy';

/** What a field declares once; the frame turns it into markup and aria. */
export interface FrameProps {
  /** The visible label (the legend of a group). */
  label: ReactNode;
  /** A short help text under the label; it stays while an error shows. */
  hint?: ReactNode;
  /** The error message (a §5 message), or undefined / '' while the value is valid. */
  error?: string | undefined;
  /** The field may stay empty: " (facoltativo)" follows the label. */
  optional?: boolean | undefined;
  /** The control's id (default: generated). */
  id?: string | undefined;
  /** More ids describing the control, read before the hint and the error. */
  'aria-describedby'?: string | undefined;
}

/** Splits a primitive's props into the frame's and the control's. */
export function splitFrame<P extends FrameProps>(props: P) {
  const { label, hint, error, optional, id, 'aria-describedby': describedBy, ...control } = props;
  const frame: FrameProps = { label, hint, error, optional, id, 'aria-describedby': describedBy };
  return [frame, control] as const;
}

/** Whether a node renders anything (undefined, null, false and '' do not). */
const shown = (node: ReactNode) => node != null && node !== false && node !== '';

/** The attributes a frame gives its control. */
interface FrameControl {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
}

export interface FrameOptions {
  /** A fieldset with a legend; the description goes on the fieldset. */
  group?: boolean | undefined;
  /** A fixed text before the control (such as +39), read with the field. */
  prefix?: ReactNode;
}

/** The parts of a frame, for primitives that lay them out themselves (a checkbox puts its label after the box). */
export function useFieldFrame(frame: FrameProps, { group, prefix }: FrameOptions = {}) {
  const generated = useId();
  const stem = frame.id ?? generated;
  const id = frame.id ?? `${stem}-input`;
  const ids = { hint: `${stem}-hint`, error: `${stem}-error`, prefix: `${stem}-prefix` };
  const hasHint = shown(frame.hint);
  const hasPrefix = shown(prefix);
  const invalid = Boolean(frame.error);
  const describedBy =
    [frame['aria-describedby'], hasPrefix && ids.prefix, hasHint && ids.hint, invalid && ids.error]
      .filter(Boolean)
      .join(' ') || undefined;
  const text = (
    <>
      {frame.label}
      {frame.optional && FIELD_COPY.optional}
    </>
  );
  /** For the control; a group's description is on `describedBy` (its fieldset) instead. */
  const control: FrameControl = { id, 'aria-describedby': group ? undefined : describedBy, 'aria-invalid': invalid || undefined };
  return {
    control,
    describedBy,
    label: group ? (
      <legend className="field-label">{text}</legend>
    ) : (
      <label className="field-label" htmlFor={id}>
        {text}
      </label>
    ),
    hint: hasHint && (
      <p id={ids.hint} className="field-hint">
        {frame.hint}
      </p>
    ),
    error: (
      <p id={ids.error} className="field-error" aria-live="polite">
        {frame.error}
      </p>
    ),
    prefix: hasPrefix && (
      <span id={ids.prefix} className="field-prefix">
        {prefix}
      </span>
    ),
  };
}

export interface FieldFrameProps extends FrameProps, FrameOptions {
  /** Draws the control with the frame's id and aria. */
  children: (control: FrameControl) => ReactNode;
}

/** Label, hint, error and the control from `children`; a fieldset with a legend when `group`. */
export function FieldFrame({ children, group, prefix, ...frame }: FieldFrameProps) {
  const parts = useFieldFrame(frame, { group, prefix });
  const control = children(parts.control);
  const body = (
    <>
      {parts.label}
      {parts.hint}
      {parts.error}
      {parts.prefix ? (
        <div className="field-prefixed">
          {parts.prefix}
          {control}
        </div>
      ) : (
        control
      )}
    </>
  );
  return group ? (
    <fieldset className="field field-group" aria-describedby={parts.describedBy}>
      {body}
    </fieldset>
  ) : (
    <div className="field">{body}</div>
  );
}
