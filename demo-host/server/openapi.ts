/**
 * `GET /api/openapi.json`: the contract of the element's calls (the repository's openapi.json, generated from
 * src/api/operations.ts by scripts/openapi.ts), served by the sandbox that implements it, so a back-end team
 * or a tool (Swagger UI, a client generator) can read it from the running demo.
 */
import openapi from '../../openapi.json' with { type: 'json' };
import type { SandboxApp } from './context';

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Registers the route (no token needed: the contract is public). */
export function registerOpenApiRoute(app: SandboxApp): void {
  app.get(OPENAPI_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(openapi);
  });
}
