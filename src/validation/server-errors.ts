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
  // Own keys only: a server field named like an Object.prototype member ('toString') matches nothing.
  const lookup = (name: string) => (Object.hasOwn(fieldMap, name) ? fieldMap[name] : undefined);
  for (const error of errors ?? []) {
    const field = lookup(error.field) ?? lookup(error.field.split('.').at(-1) ?? '');
    if (field && error.message) return { field, message: error.message };
  }
  return null;
}

/** A field map where each server field name is the form field of the same name. */
export function serverFieldsOf<F extends string>(...fields: readonly F[]): Record<string, F> {
  return Object.fromEntries(fields.map((field) => [field, field]));
}
