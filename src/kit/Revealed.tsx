/**
 * Shows `children` only while the watched form values satisfy `when` (a field revealed by an answer:
 * the domicile by its checkbox, a tax id by "Sì").
 *
 * Why a component and not `watch()` in the screen: a screen that re-renders on every change calls
 * `register()` again while react-hook-form is still validating that change, and react-hook-form 7.9x
 * then drops the validation's result as stale (`_registerCallIds`), so `isValid` — and the disabled
 * Prosegui of spec §5 — would not follow an answer that makes the form invalid. `useWatch` here
 * re-renders only this part.
 */
import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface RevealedProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  /** The fields whose values decide. */
  names: readonly Path<T>[];
  /** Whether to show `children`, given the values of `names` in order. */
  when: (values: readonly unknown[]) => boolean;
  children: ReactNode;
}

export function Revealed<T extends FieldValues>({ control, names, when, children }: RevealedProps<T>) {
  const values = useWatch({ control, name: [...names] }) as readonly unknown[];
  return when(values) ? <>{children}</> : null;
}
