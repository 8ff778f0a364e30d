/**
 * openapi.json is generated (scripts/openapi.ts): the committed file must be what the operation list and the
 * schemas give today, so a changed call or schema cannot ship with a stale contract.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, serializeOpenApiDocument } from './openapi';
import { OPERATIONS } from './operations';
import { errorFromResponse } from './client';
import { ErrorBodySchema } from './schemas';
import { OAuthErrorBodySchema, StandardErrorBodySchema } from './contract-schemas';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
const doc = buildOpenApiDocument({ version: pkg.version });

describe('openapi.json', () => {
  it('is up to date (else run `npx tsx scripts/openapi.ts`)', () => {
    const committed = readFileSync(new URL('openapi.json', root), 'utf8');
    expect(committed === serializeOpenApiDocument(doc), 'openapi.json is stale: run `npx tsx scripts/openapi.ts` and commit it').toBe(true);
  });

  it('marks who defines each operation; the element adds exactly the calls spec §7 does not define', () => {
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(OPERATIONS.length);
    for (const op of operations) {
      expect(['spec', 'element']).toContain(op['x-defined-by']);
      expect(op.tags).toContain(op['x-defined-by'] === 'spec' ? 'Defined by the spec' : 'Added by the element');
    }
    const added = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op['x-defined-by'] === 'element')
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(added.sort()).toEqual(
      [
        'POST /usr/v2/registrations/{id}/mobile-token/activate',
        'POST /usr/v2/registrations/{id}/mobile-token/send-otp',
        'POST /usr/v2/registrations/{id}/shipment',
        'POST /usr/v2/registrations/{id}/verify-access-code',
        'POST /usr/v2/registrations/{id}/verify-email',
        'POST /usr/v2/registrations/{id}/verify-phone-number-otp',
      ].sort(),
    );
  });

  it('refers only to components it defines', () => {
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)].map((m) => `${m[1]}/${m[2]}`));
    const components = doc.components as Record<string, Record<string, unknown>>;
    expect([...refs].filter((r) => { const [kind, name] = r.split('/'); return !components[kind!]?.[name!]; })).toEqual([]);
  });

  it('the documented error bodies are what the client reads as code, message, trace and field errors (spec §8)', () => {
    const standard = { trace: 'tr-1', context: { code: 'USR_X', message: 'No', errors: [{ field: 'email', message: 'Bad' }] } };
    const oauth = { error: 'invalid_grant', error_description: 'Bad credentials', trace: 'tr-2' };
    expect(StandardErrorBodySchema.safeParse(standard).success).toBe(true);
    expect(OAuthErrorBodySchema.safeParse(oauth).success).toBe(true);
    expect(ErrorBodySchema.safeParse(standard).success).toBe(true);
    expect(errorFromResponse(400, standard)).toMatchObject({ code: 'USR_X', message: 'No', trace: 'tr-1', fieldErrors: [{ field: 'email', message: 'Bad' }] });
    expect(errorFromResponse(400, oauth)).toMatchObject({ code: 'invalid_grant', trace: 'tr-2' });
  });
});
