/**
 * A minimal react-hook-form resolver for zod/mini schemas.
 *
 * `@hookform/resolvers/zod` (v5) does accept zod/mini schemas, but it also carries the zod 3 path,
 * native-validation support and its nesting helper: ~1.2 KB gzip that would push the login modal
 * chunk over the 15 KB budget (react-hook-form alone is ~12 KB). This covers what our forms use:
 * the first issue of each field, nested by path (`address.city` -> `errors.address.city`), and the
 * schema's output (trimmed values, transforms) as the submitted values. Not supported:
 * `criteriaMode: 'all'` and `shouldUseNativeValidation`.
 */
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/** Sets `value` at a dotted path of plain objects (array indexes become object keys, as RHF reads them). */
function setAtPath(target: Record<string, unknown>, path: readonly PropertyKey[], value: FieldError): void {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      node[name] = value;
      return;
    }
    node = (node[name] ??= {}) as Record<string, unknown>;
  });
}

/**
 * The react-hook-form resolver of a zod/mini object schema: input type in, output type submitted. `parse` runs
 * the schema on the values (a caller may give one that reuses a result it already has for the same values).
 */
export function zodMiniResolver<Input extends FieldValues, Output>(
  schema: z.core.$ZodType<Output, Input>,
  parse: (values: Input) => Promise<z.core.util.SafeParseResult<Output>> | z.core.util.SafeParseResult<Output> = (values) =>
    z.safeParseAsync(schema, values),
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await parse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (seen.has(key)) continue; // the first issue of a field is the one shown (§5)
      seen.add(key);
      setAtPath(errors, issue.path.length ? issue.path : ['root'], { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
