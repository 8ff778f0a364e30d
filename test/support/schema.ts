/** Test support: reading a zod form schema's result field by field. */

interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The messages of one field of a form schema ([] when the field is valid). */
export function messages(schema: SafeParser, values: Record<string, unknown>, field: string): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

/** The parsed values, failing the test when the form is invalid. */
export function parsed(schema: SafeParser, values: Record<string, unknown>): unknown {
  const result = schema.safeParse(values);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
