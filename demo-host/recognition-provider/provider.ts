/**
 * The simulated identity-recognition provider's page (`/recognition-provider/?session=<id>`, DESIGN §6):
 * its logic, apart from the DOM (main.ts) so it can be tested. The page shows the camera's live
 * preview, lets the tester choose an outcome (or leave without one), records it with the sandbox and
 * sends the user back, in the same window, to the session's return address with `recogSession=<id>`.
 */
import { PROVIDER_COPY } from './copy';

/** The parameter appended to the return address (the element reads it with `urlParam`). */
const RECOGNITION_SESSION_PARAM = 'recogSession';

/** The provider page's calls on the sandbox (demo-host/server/routes/registrations/recognition.ts). */
export const PROVIDER_API = '/api/recognition-provider/sessions';

/** What the tester may choose. */
export type ProviderChoice = 'APPROVED' | 'REJECTED' | 'PENDING' | 'CANCELLED';

/** A session as the provider page reads it. */
export interface ProviderSession {
  sessionId: string;
  status: 'STARTED' | 'PENDING' | 'APPROVED' | 'REJECTED';
  returnUrl: string;
}

/**
 * `returnUrl` (absolute, or rooted and resolved against `base`) with `recogSession=<id>`: in the hash's
 * query when the address has a hash route (`#/…`, the element's hash routing), else in the real query
 * (memory routing, e.g. a CMS page). An earlier `recogSession` is replaced.
 */
export function returnAddress(returnUrl: string, sessionId: string, base: string): string {
  const url = new URL(returnUrl, base);
  const param = `${RECOGNITION_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
  if (url.hash.startsWith('#/')) {
    const at = url.hash.indexOf('?');
    const path = at >= 0 ? url.hash.slice(0, at) : url.hash;
    const query = new URLSearchParams(at >= 0 ? url.hash.slice(at + 1) : '');
    query.delete(RECOGNITION_SESSION_PARAM);
    const rest = query.toString();
    url.hash = `${path}?${rest ? `${rest}&` : ''}${param}`;
    return url.href;
  }
  url.searchParams.delete(RECOGNITION_SESSION_PARAM);
  url.search = url.search ? `${url.search}&${param}` : `?${param}`;
  return url.href;
}

/** Why the camera gave no stream. */
export type CameraProblem = 'unsupported' | 'denied' | 'absent' | 'busy' | 'timeout' | 'other';

/** The problem behind a getUserMedia failure (feature-detected, never from the user agent). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'absent';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy';
    case 'TimeoutError':
      return 'timeout';
    default:
      return 'other';
  }
}

/** The Italian message for a camera problem (each says what the tester can do next). */
export function cameraMessage(problem: CameraProblem): string {
  return PROVIDER_COPY.camera[problem];
}

/** The camera waits at most this long for a stream (a webview may never answer). */
const CAMERA_TIMEOUT_MS = 15_000;

/**
 * Asks for the camera. Resolves the stream, or rejects with a {@link CameraProblem}: no
 * `navigator.mediaDevices` (an old webview, an insecure page) is 'unsupported'; no answer within
 * `timeoutMs` is 'timeout'.
 */
export async function openCamera(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined,
  timeoutMs = CAMERA_TIMEOUT_MS,
): Promise<MediaStream> {
  if (!mediaDevices || typeof mediaDevices.getUserMedia !== 'function') throw cameraFailure('unsupported');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(cameraFailure('timeout')), timeoutMs);
  });
  try {
    return await Promise.race([mediaDevices.getUserMedia({ video: true, audio: false }), timeout]);
  } catch (e) {
    throw e instanceof CameraFailure ? e : cameraFailure(cameraProblemOf(e));
  } finally {
    clearTimeout(timer);
  }
}

/** A camera failure with its problem. */
export class CameraFailure extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
    this.name = 'CameraFailure';
  }
}
const cameraFailure = (problem: CameraProblem) => new CameraFailure(problem);

/** Reads the session of the page; rejects with the sandbox's message when it is unknown. */
export async function loadSession(sessionId: string, fetchFn: typeof fetch = fetch): Promise<ProviderSession> {
  const response = await fetchFn(`${PROVIDER_API}/${encodeURIComponent(sessionId)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(PROVIDER_COPY.sessionUnknown);
  return (await response.json()) as ProviderSession;
}

/**
 * Records the tester's choice and answers the address to go back to. A concluded session (409) still
 * goes back: its outcome is already recorded. Other failures reject with an Italian message.
 */
export async function recordChoice(
  session: Pick<ProviderSession, 'sessionId' | 'returnUrl'>,
  choice: ProviderChoice,
  base: string,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchFn(`${PROVIDER_API}/${encodeURIComponent(session.sessionId)}/outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ outcome: choice }),
  });
  if (!response.ok && response.status !== 409) throw new Error(PROVIDER_COPY.recordFailed);
  return returnAddress(session.returnUrl, session.sessionId, base);
}
