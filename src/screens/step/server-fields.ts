/** Server field names map to form fields of the same name, also as the last segment of a dotted path. */
export function serverFieldsOf<F extends string>(...fields: F[]): Record<string, F> {
  return Object.fromEntries(fields.map((field) => [field, field]));
}
