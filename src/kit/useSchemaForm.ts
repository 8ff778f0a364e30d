/**
 * The one form hook's core, under every form of the element (the step forms through useStepForm and its draft
 * variant useDraftStep, the login modal): react-hook-form with a zod/mini schema (src/validation), messages
 * shown once a field is left and then on every keystroke (§5), and two rules react-hook-form does not keep by
 * itself:
 *
 * - **Validity follows the values.** `valid` is the schema run on the form's values at every change (and no
 *   server error held, below), not react-hook-form's `formState.isValid`. react-hook-form 7.9x computes
 *   `isValid` asynchronously and discards a validation's result for a field registered while it ran (its
 *   `_registerCallIds` guard); a field an answer reveals (a tax id after "Sì", the domicile after its checkbox)
 *   is registered afresh each time it appears, often while the answer's own validation runs, so `isValid`, and
 *   with it the disabled submit button of §5, could stay stale in either direction (enabled on an invalid
 *   answer, disabled on a valid one). The schema is pure and synchronous: running it on each change costs little
 *   and no result is ever dropped. The validation react-hook-form runs right after a change (once a field has been
 *   left) reuses that result when the values are the same data: a keystroke parses the schema once, not twice.
 * - **A server error stays until its value changes.** `setServerError` shows a message under a field (the
 *   server's, or a check the screen made itself); it stays, and the form stays invalid, while the field holds
 *   the value that was refused, even when the field is left; once the value changes it is forgotten.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { get, set, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodMiniResolver } from '../validation/resolver';

export interface SchemaFormOptions<I extends FieldValues, O> {
  /** The form's schema; the first one given is kept (react-hook-form keeps its first resolver too). */
  schema: z.core.$ZodType<O, I>;
  defaultValues: DefaultValues<I>;
}

export interface SchemaForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** The values satisfy the schema and no server error is held: the submit button may be enabled (§5). */
  valid: boolean;
  /**
   * Shows `message` under `field` until the field's value changes (see the module doc); the field takes the
   * focus unless `focus` is false (a form that is not on screen yet, like a closed modal).
   */
  setServerError: (field: Path<I>, message: string, options?: { focus?: boolean }) => void;
}

/** A server error on a field, with the value the server refused. */
interface Refused {
  value: unknown;
  message: string;
}

export function useSchemaForm<I extends FieldValues, O>({ schema, defaultValues }: SchemaFormOptions<I, O>): SchemaForm<I, O> {
  const [fixedSchema] = useState(() => schema);
  const [parser] = useState(() => lastResultParser(fixedSchema));
  const serverErrors = useRef(new Map<string, Refused>());
  const [resolver] = useState(() =>
    keepServerErrors(
      zodMiniResolver(fixedSchema, (values) => parser.reused(values) ?? z.safeParseAsync(fixedSchema, values)),
      serverErrors.current,
    ),
  );
  const form = useForm<I, unknown, O>({ resolver, mode: 'onTouched', reValidateMode: 'onChange', defaultValues });

  /** `copy`: the values are a copy nobody changes afterwards (react-hook-form's watch gives one), kept for reuse. */
  const validOf = useCallback(
    (values: unknown, copy = false) => parser.parse(values, copy).success && heldServerErrors(serverErrors.current, values).length === 0,
    [parser],
  );
  const [valid, setValid] = useState(() => validOf(form.getValues()));
  useEffect(() => {
    // Values set between the first render and now (a screen's effect) count too.
    setValid(validOf(form.getValues()));
    const subscription = form.watch((values) => setValid(validOf(values, true)));
    return () => subscription.unsubscribe();
  }, [form, validOf]);

  const setServerError = useCallback(
    (field: Path<I>, message: string, { focus = true }: { focus?: boolean } = {}) => {
      serverErrors.current.set(field, { value: form.getValues(field), message });
      form.setError(field, { type: 'server', message }, { shouldFocus: focus });
      setValid(false);
    },
    [form],
  );

  return { form, valid, setServerError };
}

/**
 * The schema's results, the last one kept with its values: a result asked again for the same data (compared
 * field by field) is the kept one, not a second parse. The schema is pure and synchronous (see the module doc).
 */
function lastResultParser<O>(schema: z.core.$ZodType<O>) {
  let last: { values: unknown; result: z.core.util.SafeParseResult<O> } | undefined;
  return {
    /** Parses `values`; `keep`: they are a copy nobody changes afterwards, kept with the result for reuse. */
    parse(values: unknown, keep: boolean): z.core.util.SafeParseResult<O> {
      const result = this.reused(values) ?? z.safeParse(schema, values);
      if (keep) last = { values, result };
      return result;
    },
    /** The kept result when `values` are the same data as the kept ones. */
    reused(values: unknown): z.core.util.SafeParseResult<O> | undefined {
      return last && sameData(values, last.values) ? last.result : undefined;
    },
  };
}

/** Plain data compared deeply (objects, arrays, primitives); anything else (a file, a date) is the same object. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The server errors still held for `values`: one whose field no longer holds the refused value is forgotten
 * (removed from `serverErrors`), the others are returned with their field.
 */
function heldServerErrors(serverErrors: Map<string, Refused>, values: unknown): [string, Refused][] {
  const held: [string, Refused][] = [];
  for (const [field, refused] of serverErrors) {
    if (get(values, field) !== refused.value) serverErrors.delete(field);
    else held.push([field, refused]);
  }
  return held;
}

/** Wraps a resolver so that a held server error is reported again where the schema finds nothing wrong. */
function keepServerErrors<I extends FieldValues, O>(resolver: Resolver<I, unknown, O>, serverErrors: Map<string, Refused>): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    let added = false;
    for (const [field, refused] of heldServerErrors(serverErrors, values)) {
      if (!get(errors, field)) {
        set(errors, field, { type: 'server', message: refused.message });
        added = true;
      }
    }
    return added ? { values: {}, errors: errors as FieldErrors<I> } : result;
  };
}
