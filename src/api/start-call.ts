/**
 * The start-up's first calls, sent before the element has run (spec §4 Start-up rules with a token: the current
 * registration through `registrations/me`, then the lookup by the real id). The loader (element/boot.ts) sends
 * `GET registrations/me` while the entry downloads, and the early start (element/early-start.ts) the lookup by id
 * as soon as that answer is in; each pending response waits on the window under one key (`Symbol.for`, so the
 * loader's bundle and the element's share it) until the API client takes it for its own call of the same address
 * and token (src/api/client.ts). Only the requests leave earlier: every response goes through the client's
 * handling as any (the 401 refresh and retry, the schema, the errors), and the start-up decides as before.
 *
 * Dependency-free: the loader bundles it on its own.
 */
import { START_CALL_MAX_AGE_SECONDS } from '../flows/timings';

/** A call sent early: its address, the token it carried, its request id and the pending response. */
export interface StartCall {
  url: string;
  token: string;
  requestId?: string;
  at?: number;
  response: Promise<Response>;
}

const START_CALLS = Symbol.for('bank-onboarding.start-call');

const pending = (): StartCall[] => {
  const holder = globalThis as unknown as Record<symbol, StartCall[] | undefined>;
  return (holder[START_CALLS] ??= []);
};

/** The API's address as the element would use it: the `api-base` attribute of the page's element, else `/api`. */
function earlyApiBase(): string {
  const base = document.querySelector('bank-onboarding')?.getAttribute('api-base') || '/api';
  return base.replace(/\/+$/, '');
}

/**
 * Sends `GET <apiBase><path>` with the headers the API client would send (JSON, Italian, the bearer token and a
 * request id, which the API logs) and keeps the pending response for the client. A failure is left to the
 * client's handling of that response.
 */
export function sendStartCall(path: string, token: string): StartCall {
  const url = new URL(`${earlyApiBase()}${path}`, document.baseURI).href;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'it-IT', authorization: `Bearer ${token}` };
  // The request id the API logs (the client's trace of a call without a response); secure contexts only.
  const requestId = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
  if (requestId) headers['x-request-id'] = requestId;
  const response = fetch(url, { headers });
  response.catch(() => undefined); // the client's handling of the response reports a failure
  const call: StartCall = { url, token, requestId, at: performance.now(), response };
  pending().push(call);
  return call;
}

/**
 * The early call of this address and token, taken once (a later call of the same address makes its own
 * request), or undefined; one older than START_CALL_MAX_AGE_SECONDS is dropped, not used.
 */
export function takeStartCall(address: string, token: string | null): StartCall | undefined {
  if (!token || typeof document === 'undefined') return undefined;
  const calls = pending();
  const url = new URL(address, document.baseURI).href;
  const index = calls.findIndex((call) => call.url === url && call.token === token);
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  if (!call || (call.at !== undefined && performance.now() - call.at > START_CALL_MAX_AGE_SECONDS * 1000)) return undefined;
  return call;
}
