/**
 * What the repositories share about rows: JSON columns. Every JSON column is written only by its repository,
 * so its JSON is trusted on the way back.
 */

/** A JSON column read back (null stays null). */
export function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
