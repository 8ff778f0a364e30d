/**
 * Builds the OpenAPI 3.1 document of the element's calls (`openapi.json`, shipped as
 * `bank-onboarding/openapi.json`) from the operation list (operations.ts). The JSON Schemas are zod's own
 * (`z.toJSONSchema`, draft 2020-12) of the schemas the element sends and validates, read on their input side:
 * what the API may send for an answer the element validates, what the element sends for a body.
 *
 * Only `scripts/openapi.ts` and tests import this module (never the element's code).
 */
import * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER, REQUEST_ID_HEADER, USR } from './client';
import { MAINTENANCE_CODE } from './errors';
import { AREAS, OPERATIONS, PATH_PARAMETERS, schemaNames } from './operations';
import type { DefinedBy, Operation, Parameter } from './operations';

/** A JSON value of the document. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The document, as written to `openapi.json`. */
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  paths: { [path: string]: { [method: string]: JsonObject } };
  components: JsonObject & { schemas: { [name: string]: JsonObject } };
}

/** The tag of each `definedBy`, and the sentence each operation's description starts with. */
const DEFINED_BY: Readonly<Record<DefinedBy, { tag: string; sentence: string }>> = {
  spec: { tag: 'Defined by the spec', sentence: 'Defined by the onboarding spec (§7).' },
  element: {
    tag: 'Added by the element',
    sentence:
      "Added by the element: spec §7 does not define this call, which the element needs for a step; the sandbox implements it and the bank's API must provide it.",
  },
};

const SCHEMA_REF = '#/components/schemas/';

const JSON_SCHEMA_OPTIONS = {
  target: 'draft-2020-12',
  io: 'input',
  // Transforms only run on the output side; nothing the input side reads is unrepresentable, and a
  // future one becomes `{}` (any) instead of failing the build.
  unrepresentable: 'any',
} as const;

/** zod's JSON Schema of the named schemas, as `components/schemas`. */
function componentSchemas(): { [name: string]: JsonObject } {
  const { schemas } = z.toJSONSchema(schemaNames, {
    ...JSON_SCHEMA_OPTIONS,
    metadata: schemaNames,
    uri: (id) => `${SCHEMA_REF}${id}`,
  });
  if ('__shared' in schemas) throw new Error('A schema is recursive or shared under no name: name it in operations.ts');
  const out: { [name: string]: JsonObject } = {};
  for (const [name, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    // `$schema` is the document's `jsonSchemaDialect`; `$id` would make each component its own resource.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonObject;
    out[name] = rest;
  }
  return out;
}

/** A reference to a named schema; every body and answer of an operation must be named. */
function ref(schema: z.core.$ZodType, where: string): JsonObject {
  const id = schemaNames.get(schema)?.id;
  if (!id) throw new Error(`${where}: the schema has no name; name it in operations.ts`);
  return { $ref: `${SCHEMA_REF}${id}` };
}

/** The inline JSON Schema of a parameter. */
function inline(schema: z.core.$ZodType): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as JsonObject;
  return rest;
}

function parameter(p: Parameter, where: 'query' | 'header'): JsonObject {
  return {
    name: p.name,
    in: where,
    required: p.required ?? false,
    description: p.description,
    schema: inline(p.schema),
  };
}

/** The `{name}` parameters of a path template. */
function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** Whether the API client sends an idempotency key with this call (client.ts `isIdempotentWrite`). */
function carriesIdempotencyKey(op: Pick<Operation, 'method' | 'path' | 'base'>): boolean {
  return op.method !== 'get' && (op.base ?? 'api') === 'api' && op.path.startsWith(`${USR}/`);
}

const errorContent = (schema: string): JsonObject => ({ 'application/json': { schema: { $ref: `${SCHEMA_REF}${schema}` } } });
const TRACE_HEADER: JsonObject = { 'tnb-trace': { $ref: '#/components/headers/Trace' } };
const errorAnswer = (description: string): JsonObject => ({ description, headers: TRACE_HEADER, content: errorContent('ErrorBody') });

const SECURITY: Readonly<Record<Operation['auth'], Json>> = {
  bearer: [{ bearerAuth: [] }],
  optional: [{}, { bearerAuth: [] }],
  none: [],
  document: [{ documentToken: [] }, {}],
};

function responses(op: Operation): JsonObject {
  const out: JsonObject = {};
  const { answer } = op;
  if (answer.status === 204) out['204'] = { description: answer.description };
  else if ('document' in answer) {
    out['200'] = {
      description: answer.description,
      content: Object.fromEntries(answer.document.map((media) => [media, {}])),
    };
  } else {
    out['200'] = {
      description: answer.description,
      content: {
        'application/json': { schema: answer.schema ? ref(answer.schema, op.operationId) : {} },
      },
    };
  }
  if (op.base === 'security') {
    out['400'] = {
      description:
        'OAuth error: `invalid_grant` (wrong credentials or refresh token: the login modal shows "Credenziali errate", a failed refresh expires the session), `invalid_request`, `invalid_client`, `unsupported_grant_type`.',
      content: errorContent('OAuthError'),
    };
  } else {
    const specific = new Map((op.errors ?? []).map((e) => [e.status, e.description]));
    const takesInput = op.body !== undefined || (op.query?.length ?? 0) > 0 || pathParameters(op.path).length > 0;
    if (takesInput || specific.has(400)) {
      const own = specific.get(400);
      out['400'] =
        own === undefined
          ? { $ref: '#/components/responses/BadRequest' }
          : errorAnswer(`${own} Any other invalid input: \`context.errors\` names the fields (spec §5).`);
    }
    if (op.auth !== 'none') out['401'] = { $ref: '#/components/responses/Unauthorized' };
    for (const [status, description] of [...specific].sort(([a], [b]) => a - b)) {
      if (status !== 400) out[String(status)] = errorAnswer(description);
    }
  }
  out['503'] = { $ref: '#/components/responses/Maintenance' };
  out.default = { $ref: '#/components/responses/Error' };
  return out;
}

function requestBody(op: Operation): JsonObject | undefined {
  if (!op.body) return undefined;
  const media = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' }[op.body.type];
  return { required: true, content: { [media]: { schema: ref(op.body.schema, op.operationId) } } };
}

function operation(op: Operation): JsonObject {
  const parameters: Json[] = [
    ...pathParameters(op.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      description: PATH_PARAMETERS[name] ?? name,
      schema: { type: 'string' },
    })),
    ...(op.query ?? []).map((p) => parameter(p, 'query')),
    ...(op.headers ?? []).map((p) => parameter(p, 'header')),
  ];
  // A document opened in a new window is a navigation: no client headers.
  if (!('document' in op.answer)) parameters.push({ $ref: '#/components/parameters/RequestId' });
  if (carriesIdempotencyKey(op)) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const body = requestBody(op);
  const defined = DEFINED_BY[op.definedBy];
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description ? `${defined.sentence} ${op.description}` : defined.sentence,
    tags: [op.area, defined.tag],
    'x-defined-by': op.definedBy,
    ...(op.base === 'security'
      ? { servers: [{ url: '/', description: "The element's `security-base` (default: the page's origin)." }] }
      : {}),
    security: SECURITY[op.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(op),
  };
}

const DESCRIPTION = `Every call the \`<bank-onboarding>\` element makes to the bank's API (onboarding spec §7), generated from the zod schemas the element sends and validates (\`src/api/operations.ts\`; regenerate with \`npx tsx scripts/openapi.ts\`). The sandbox (\`demo-host/server\`) implements every operation and serves this document at \`GET /api/openapi.json\`.

**Who defines a call.** \`x-defined-by: spec\` (tag "${DEFINED_BY.spec.tag}"): spec §7 names it. \`x-defined-by: element\` (tag "${DEFINED_BY.element.tag}"): spec §7 does not define it, but a step of the element needs it; the bank's API must provide it as described.

**Bases.** Paths are relative to the element's \`api-base\` (default \`/api\`: the bank's API host plus \`/api\`), except the token endpoint, relative to its \`security-base\`. Resource paths start with \`${USR}\`.

**Headers.** A bearer \`Authorization\` header once the user has a token (spec §4 Session; a 401 makes the element refresh the tokens once and retry the call once). Every call through the API client carries a fresh \`${REQUEST_ID_HEADER}\` (logged by the API: it is the trace the element shows for a call that got no answer). Every write under \`${USR}\` carries an \`${IDEMPOTENCY_HEADER}\`: the element sends a write again with the same key only after an answer that never came or a 5xx, so the API must not apply the same key twice (it answers the first outcome again). Documents (spec §6) are opened in a new window with the access token as query \`at\`.

**Answers.** JSON objects may carry more fields than listed; the element ignores them. A body may be sent HAL-style, under \`_embedded\` (spec §3: the element unwraps it); list answers are documented both ways.

**Errors (spec §8).** Every error but the token endpoint's has the body \`ErrorBody\` (trace, context.code, context.message, context.errors for field errors), its trace also sent as the \`tnb-trace\` header; the token endpoint answers OAuth errors (\`OAuthError\`). HTTP 503 with \`context.code\` \`${MAINTENANCE_CODE}\`, on any call, sends the element to its maintenance screen.`;

/** Builds the document; `version` is the package's. */
export function buildOpenApiDocument({ version }: { version: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of OPERATIONS) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`Two operations for ${op.method.toUpperCase()} ${op.path}`);
    item[op.method] = operation(op);
  }
  const ids = OPERATIONS.map((op) => op.operationId);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length) throw new Error(`Repeated operationId: ${repeated.join(', ')}`);

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'bank-onboarding: the API the element calls',
      version,
      description: DESCRIPTION,
    },
    servers: [{ url: '/api', description: "The element's `api-base` (default `/api`)." }],
    tags: [
      ...AREAS.map((name) => ({ name, description: `Spec §7 "${name}".` })),
      { name: DEFINED_BY.spec.tag, description: 'Calls spec §7 defines.' },
      {
        name: DEFINED_BY.element.tag,
        description: 'Calls spec §7 does not define, which the element needs; implemented by the sandbox.',
      },
    ],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      schemas: componentSchemas(),
      responses: {
        BadRequest: errorAnswer('Invalid request: `context.errors` names the fields (spec §5: shown under them).'),
        Unauthorized: errorAnswer(
          'Missing, invalid or expired access token: the element refreshes the tokens once and retries (spec §4 Session).',
        ),
        Maintenance: errorAnswer(
          `Under maintenance when \`context.code\` is \`${MAINTENANCE_CODE}\`: the element shows its maintenance screen (spec §2).`,
        ),
        Error: errorAnswer('Any other error: the element shows the generic error modal with the trace as "Codice di errore" (spec §8).'),
      },
      headers: {
        Trace: {
          description: 'The error\'s trace (spec §8: the "Codice di errore" when the body has none).',
          schema: { type: 'string' },
        },
      },
      parameters: {
        RequestId: {
          name: REQUEST_ID_HEADER,
          in: 'header',
          required: true,
          description: 'A fresh id (UUID) per attempt, to log: the trace of a call that got no answer.',
          schema: { type: 'string', format: 'uuid' },
        },
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: true,
          description:
            'The same key when the element repeats a write whose answer never came (time-out, network, 5xx); the API answers the first outcome again instead of applying it twice.',
          schema: { type: 'string', format: 'uuid' },
        },
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access token of the token endpoint or of pre-register.' },
        documentToken: {
          type: 'apiKey',
          in: 'query',
          name: 'at',
          description: 'A document opened in a new window carries the access token as `at` (spec §6), when the user has one.',
        },
      },
    },
  };
}

/** The document as `openapi.json` holds it. */
export function serializeOpenApiDocument(doc: OpenApiDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
