/**
 * Spec §5: "The first server error, if present, is shown under the field." The server names fields
 * its own way (`context.errors[].field`); each form passes a map from those names to its own fields.
 */
import type { FieldError } from '../api/schemas';

/** A server error placed on one of a form's fields. */
export interface FormFieldError<F extends string> {
  field: F;
  message: string;
}

/**
 * The first server error whose field the form shows, mapped onto that form field; `null` when none
 * applies. `fieldMap` keys are server field names (a dotted path's last segment also matches).
 */
export function firstServerFieldError<F extends string>(
  errors: readonly FieldError[] | undefined,
  fieldMap: Readonly<Partial<Record<string, F>>>,
): FormFieldError<F> | null {
  for (const error of errors ?? []) {
    const field = fieldMap[error.field] ?? fieldMap[error.field.split('.').at(-1) ?? ''];
    if (field && error.message) return { field, message: error.message };
  }
  return null;
}
