// @vitest-environment node
/**
 * Hostile input: the sandbox never answers 5xx to a malformed body or parameter. Every route of the
 * Hono app (`app.routes`) is called, with a valid session, with malformed JSON, wrong content types, bodies of the
 * wrong type (arrays, numbers, null, nested objects, huge strings, prototype keys), bad and huge path parameters
 * and hostile query parameters: every answer is below 500, and a 4xx carries the standard error body.
 */
import { describe, expect, it } from 'vitest';
import { setMaintenance } from './maintenance';
import { DEMO_REGISTRATION_ID } from './seed';
import { login, setupSandbox } from './testing';
import { markdownTable } from '../../test/e2e/tables';

const HUGE = 'A'.repeat(200_000);

/** Raw request bodies: [name, content type, body]. */
const BODIES: ReadonlyArray<readonly [string, string | undefined, string | undefined]> = [
  ['no body', undefined, undefined],
  ['malformed JSON', 'application/json', '{"a": '],
  ['JSON then garbage', 'application/json', '{}}}'],
  ['BOM + JSON', 'application/json', '\uFEFF{}'],
  ['null', 'application/json', 'null'],
  ['number', 'application/json', '42'],
  ['string', 'application/json', '"x"'],
  ['array', 'application/json', '[1,{"a":[]}]'],
  ['empty object', 'application/json', '{}'],
  ['wrong field types', 'application/json', JSON.stringify({ email: 1, phone: [], code: {}, otp: null, data: 'x', residence: 7, status: [1], on: 'yes', path: 3, name: {}, kind: [], payload: 'x', level: 'x', profile: 0, ms: 'x', times: -1 })],
  ['nested objects', 'application/json', JSON.stringify({ residence: { address: { a: { b: { c: [] } } } }, data: { data: { data: {} } } })],
  ['deep nesting', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['huge string', 'application/json', JSON.stringify({ email: HUGE, firstName: HUGE, otp: HUGE, code: HUGE, path: HUGE, name: HUGE })],
  ['prototype keys', 'application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
  ['text/plain JSON', 'text/plain', '{}'],
  ['form-urlencoded garbage', 'application/x-www-form-urlencoded', 'a=%ZZ&&=&__proto__[x]=1&grant_type[]=password'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'],
  ['multipart garbage', 'multipart/form-data; boundary=zz', 'not a multipart body'],
  ['XML', 'application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
  ['binary', 'application/octet-stream', '\u0000\u0001\u0002\uFFFD'],
];

/** Values for every path parameter (`:id`, `:code`…). */
const PARAMS: readonly string[] = [
  'me',
  DEMO_REGISTRATION_ID,
  '0',
  '-1',
  '__proto__',
  'constructor',
  encodeURIComponent('../../etc/passwd'),
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>window.__pwned=1</script>'),
  '%00',
  '%E0%A4%A',
  'x'.repeat(10_000),
];

/** Hostile query strings. */
const QUERIES: readonly string[] = [
  '?level=-1&size=abc&flow=<x>&fiscalCode=%00&at=%ZZ&to=[]&phone=__proto__&session=x',
  `?level=${'9'.repeat(400)}&size=1e309&flow=${'x'.repeat(10_000)}&fiscalCode=${'A'.repeat(10_000)}`,
  '?level[]=1&size[a]=2&__proto__[polluted]=1&constructor[prototype][x]=1&flow=&fiscalCode=',
];

describe('the sandbox never answers 5xx to a malformed body or parameter', () => {
  it('answers every route, with every malformed body, parameter and query, below 500 with the standard error body', { timeout: 120_000 }, async () => {
    const { app, db } = setupSandbox();
    const routes = [...new Map(app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(routes.length).toBeGreaterThan(60);
    const summary: (string | number)[][] = [];
    const failures: string[] = [];
    let calls = 0;
    let maxStatus = 0;
    for (const route of routes) {
      // A fresh session per route: a fuzzed logout or revoke may end the previous one.
      const { access_token: token } = await login(app);
      const cases: { name: string; path: string; type?: string; body?: string }[] = [];
      const fill = (value: string) => route.path.replace(/:[A-Za-z]+/g, value);
      for (const [name, type, body] of BODIES) cases.push({ name, path: fill(DEMO_REGISTRATION_ID), type, body });
      for (const value of PARAMS) cases.push({ name: `param ${value.slice(0, 20)}`, path: fill(value), type: 'application/json', body: '{}' });
      for (const query of QUERIES) cases.push({ name: `query ${query.slice(0, 20)}`, path: `${fill('me')}${query}`, type: 'application/json', body: '[]' });
      let routeMax = 0;
      const statuses = new Set<number>();
      for (const c of cases) {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
        if (c.type) headers['Content-Type'] = c.type;
        const res = await app.request(c.path, {
          method: route.method,
          headers,
          body: route.method === 'GET' || route.method === 'HEAD' ? undefined : c.body,
        });
        calls += 1;
        routeMax = Math.max(routeMax, res.status);
        statuses.add(res.status);
        const text = await res.text();
        if (res.status >= 500) failures.push(`${route.method} ${route.path} [${c.name}] -> ${res.status} ${text.slice(0, 200)}`);
        else if (res.status >= 400 && route.path.startsWith('/api') && res.status !== 413) {
          const body = JSON.parse(text) as { trace?: unknown; context?: { code?: unknown; message?: unknown } };
          if (typeof body.trace !== 'string' || typeof body.context?.code !== 'string' || typeof body.context.message !== 'string') {
            failures.push(`${route.method} ${route.path} [${c.name}] -> ${res.status} not the standard error body: ${text.slice(0, 200)}`);
          }
        }
        // A case must not leave a state that makes the next one fail (a fault injected, maintenance switched on).
        db.sql.prepare('DELETE FROM faults').run();
        setMaintenance(db.sql, false);
      }
      maxStatus = Math.max(maxStatus, routeMax);
      summary.push([`${route.method} ${route.path}`, cases.length, [...statuses].sort().join(' '), routeMax]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.log(`\n${markdownTable(['Route', 'Cases', 'Statuses', 'Max status'], summary)}\n\n${routes.length} routes, ${calls} calls, max status ${maxStatus}\n`);
    expect(failures).toEqual([]);
  });
});
