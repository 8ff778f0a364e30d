/**
 * Test support: a recording `fetch` for the API client (redaxios accepts a `fetch` option).
 * Kept dependency-free so it can serve unit tests of any folder.
 */

/** One request seen by {@link createFetchMock}. */
export interface RecordedCall {
  url: string;
  method: string;
  /** Header names lower-cased, as redaxios sends them. */
  headers: Record<string, string>;
  body: string | undefined;
  /** A multipart body (document scans), as sent. */
  formData?: FormData;
  signal: AbortSignal | undefined;
}

/** Answers one recorded call; may throw/reject to simulate a network failure. */
export type FetchHandler = (call: RecordedCall, index: number) => Response | Promise<Response>;

/** A JSON response. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A fetch that records every call and answers through `handler`. */
export function createFetchMock(handler: FetchHandler): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const call: RecordedCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
      ...(init?.body instanceof FormData ? { formData: init.body } : {}),
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    return handler(call, calls.length - 1);
  };
  return { fetch: fetchMock, calls };
}

/** A JWT-shaped token (unsigned) with the given payload, as the sandbox issues (common contract). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (s: string): string => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}.${b64('sig')}`;
}
