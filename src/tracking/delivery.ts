/**
 * The delivery of tracking payloads to `POST registrations/{id}/tracking` (spec §7; the body is the spec §3
 * payload, src/api/tracking.ts), loaded on demand by the tracker: never on the landing page, never in the
 * element's entry.
 *
 * A send is fire-and-forget: nothing waits for it, no dialog, no loader. Sends go one at a time, in order: two
 * events often have the same body (a submit and the next screen's view), and the client keeps a write's
 * idempotency key until its answer, so two identical bodies in flight together would count as one operation
 * and the second would never be stored. A send that fails waits in a
 * bounded queue (queue.ts, {@link TRACKING_RETRY_LIMIT}) and is sent once more later in the session: at the
 * next send that succeeds, or {@link TRACKING_RETRY_DELAY_SECONDS} after the failure, whichever comes first. A
 * send that fails again, that the full queue pushes out, or whose session has ended by its retry is handed
 * to `report` as an {@link undelivered} error (the host's error reporter: no server text, credentials stripped;
 * the body itself never holds a token).
 */
import type { ApiClient } from '../api/client';
import { ApiError, asApiError } from '../api/errors';
import { postTracking, trackingBody, type TrackingBody } from '../api/tracking';
import type { TrackingPayload } from './payload';
import { createRetryQueue, TRACKING_RETRY_LIMIT } from './queue';
import { TRACKING_RETRY_DELAY_SECONDS } from '../flows/timings';

export { TRACKING_RETRY_LIMIT } from './queue';

export interface DeliveryDeps {
  api: ApiClient;
  /** Whether an access token is stored (a retry after the session ended is not sent). */
  hasToken(): boolean;
  /** Reports a send that will not be delivered (the host's error reporter). */
  report(error: unknown): void;
  /** The call; replaced in tests. */
  post?: typeof postTracking;
}

/**
 * What is reported of a send that will not be delivered: why, and the call's kind, status, code and trace;
 * never the server's message or body (an answer may echo anything, a token included).
 */
export function undelivered(error: unknown, why: string): ApiError {
  const { kind, code, status, trace } = asApiError(error);
  return new ApiError({
    kind,
    code,
    message: `tracking payload not delivered: ${why}`,
    ...(status !== undefined ? { status } : {}),
    ...(trace ? { trace } : {}),
  });
}

interface Waiting {
  registrationId: string;
  body: TrackingBody;
  /** Why the first send failed (reported if the event is pushed out before its retry). */
  error: unknown;
}

export type Delivery = ReturnType<typeof createDelivery>;

export function createDelivery(deps: DeliveryDeps) {
  const post = deps.post ?? postTracking;
  const queue = createRetryQueue<Waiting>(TRACKING_RETRY_LIMIT);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The sends and retries, one after the other (every task catches its own failures).
  let chain: Promise<void> = Promise.resolve();
  const inTurn = (task: () => Promise<void>): Promise<void> => (chain = chain.then(task));

  /** Sends every waiting event once more, oldest first; one that fails again is reported, not kept. */
  async function retryWaiting(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    for (const item of queue.drain()) {
      if (!deps.hasToken()) {
        deps.report(undelivered(item.error, 'the session ended before its retry'));
        continue;
      }
      try {
        await post(deps.api, item.registrationId, item.body);
      } catch (error) {
        deps.report(undelivered(error, 'its retry failed'));
      }
    }
  }

  async function sendNow(registrationId: string, body: TrackingBody): Promise<void> {
    try {
      await post(deps.api, registrationId, body);
    } catch (error) {
      for (const out of queue.push({ registrationId, body, error })) deps.report(undelivered(out.error, 'more failed sends waiting than the retry queue holds'));
      timer ??= setTimeout(() => void inTurn(retryWaiting), TRACKING_RETRY_DELAY_SECONDS * 1000);
      return;
    }
    if (queue.size > 0) await retryWaiting();
  }

  return {
    /** Sends the §3 body of `payload` after the sends before it; never rejects. */
    send(registrationId: string, payload: TrackingPayload): Promise<void> {
      const body = trackingBody(payload);
      return inTurn(() => sendNow(registrationId, body));
    },
    /** How many failed sends wait for their retry. */
    get waiting(): number {
      return queue.size;
    },
  };
}
