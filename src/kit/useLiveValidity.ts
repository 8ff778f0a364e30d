/**
 * Whether a step form is valid, computed from its values on every change — for forms whose answers are
 * radios and revealed fields (the self-declaration and address steps).
 *
 * react-hook-form 7.9x drops a change's validation result when the form re-renders while it runs (its
 * `_registerCallIds` guard); a radio is one change, often arriving just as the previous radio's blur
 * re-renders the form, so `formState.isValid` could stay stale in either direction (Prosegui enabled on
 * an invalid answer, or disabled on a valid one). Here the schema is run on every value change and the
 * state only changes when validity flips. A server error on a field (type 'server') still counts.
 */
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';

export function useLiveValidity<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, schema: z.core.$ZodType<O, I>): boolean {
  const check = (values: unknown) => z.safeParse(schema, values).success;
  const [valid, setValid] = useState(() => check(form.getValues()));
  useEffect(() => {
    const subscription = form.watch((values) => setValid(check(values)));
    return () => subscription.unsubscribe();
    // `check` only closes over `schema`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, schema]);
  const serverError = Object.values(form.formState.errors).some((error) => (error as { type?: unknown } | undefined)?.type === 'server');
  return valid && !serverError;
}
