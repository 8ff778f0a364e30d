/**
 * Strict Content-Security-Policy: zod compiles object parsers with `new Function` unless told
 * not to, and probes for it once (a caught `new Function("")`) when the first object schema is built. Under
 * `script-src 'self'` (no 'unsafe-eval') that probe is blocked and reported as a `securitypolicyviolation`
 * even though zod catches it. Jitless mode skips both: the element never evaluates code from strings.
 * Imported first by the element's entry (element/define.ts), before any schema is created.
 */
import { config } from 'zod/mini';

config({ jitless: true });
