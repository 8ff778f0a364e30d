/**
 * Removes credentials from text that leaves the element (tracking messages, error reports): bearer
 * tokens, `Authorization` headers, and the `at`, `rt`, `access_token`, `refresh_token` URL parameters
 * (spec §3 session keys; the documents open with `?at=`). DESIGN §4: tokens never leave the wizard.
 */

const REDACTED = '[redacted]';

const PATTERNS: readonly RegExp[] = [
  // `Authorization: Bearer abc`, `authorization=abc`
  /(authorization["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"',;&]+/gi,
  // a bare `Bearer abc`
  /(bearer\s+)[^\s"',;&]+/gi,
  // URL or form parameters: ?at=…, &access_token=…, "refresh_token":"…"
  /([?&#](?:at|rt|access_token|refresh_token)=)[^&#\s"']*/gi,
  /(["']?(?:access_token|refresh_token)["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi,
];

/** `text` with every credential replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return PATTERNS.reduce((out, pattern) => out.replace(pattern, `$1${REDACTED}`), text);
}
