/**
 * Writes openapi.json (the contract of the element's API calls, shipped as `bank-onboarding/openapi.json`)
 * from src/api/operations.ts. Run `npx tsx scripts/openapi.ts` after changing a call or a schema;
 * src/api/openapi.test.ts fails while the committed file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../src/api/openapi';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const doc = buildOpenApiDocument({ version: pkg.version });
writeFileSync(new URL('../openapi.json', import.meta.url), serializeOpenApiDocument(doc));
const count = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(`wrote openapi.json (${count} operations)`);
