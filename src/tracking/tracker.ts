/**
 * The tracker of one element instance. Every event — a screen view, a step
 * submit (spec §2 `reg_<Name>_stepN`) or an error (spec §8 'messaggio' of type 'errore') — is
 * emitted as `onboarding-track` with detail `{ name, kind, payload }`. A view or a submit is also sent to
 * `POST registrations/{id}/tracking` when the state has a registration id and a token, with its spec §3
 * payload as the body (delivery.ts, loaded on demand); an error has no §3 payload, so it is emitted only.
 *
 * Delivery is fire-and-forget: no loader, no dialog; a failed send is retried once later and, failing
 * again, reported to the host's error reporter (`report`), never to `showError`, so a failing tracking
 * call can never produce a tracking 'messaggio' of its own.
 * Payloads are the spec §3 keys only (src/tracking/payload.ts); error texts are stripped of tokens.
 */
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import type { TrackDetail } from '../../element/surface';
import { trackingEventName } from '../flows';
import type { OnboardingState } from '../state/store';
import type { Delivery, DeliveryDeps } from './delivery';
import { trackingPayload } from './payload';
import { redactSecrets } from './redact';

/** What an event is: a screen view, a step submit, or a message (spec §8 errors as 'messaggio'). */
export type TrackingKind = TrackDetail['kind'];

/**
 * One tracking event as the element emits it (`onboarding-track`): `name` is `reg_<Name>_stepN` (spec §2)
 * or `messaggio` (spec §8); `payload` the spec §3 tracking payload, or `{ type: 'errore', code, message }`.
 */
export interface TrackingEvent {
  name: string;
  kind: TrackingKind;
  payload: Record<string, string | number | boolean | null>;
}

/** spec §8: the name of an error event. */
export const MESSAGE_EVENT_NAME = 'messaggio';

/** Longest code and message a 'messaggio' carries (an event for the host's analytics, not a log). */
export const MESSAGE_CODE_MAX = 200;
export const MESSAGE_TEXT_MAX = 1000;

/** What the tracker needs from its instance. */
export interface TrackerDeps {
  emit(event: TrackingEvent): void;
  api: ApiClient;
  /** The current registration id, or null before pre-registration. */
  registrationId(): string | null;
  /** Whether an access token is stored (no token: nothing is posted). */
  hasToken(): boolean;
  /** Reports a send that will not be delivered after its retry (the host's error reporter). */
  report(error: unknown): void;
  /** Loads the delivery; replaced in tests. */
  loadDelivery?: () => Promise<{ createDelivery: (deps: DeliveryDeps) => Delivery }>;
}

export type Tracker = ReturnType<typeof createTracker>;

export function createTracker(deps: TrackerDeps) {
  const loadDelivery = deps.loadDelivery ?? (() => import('./delivery'));
  let delivery: Promise<Delivery> | undefined;

  function deliver(event: TrackingEvent) {
    const id = deps.registrationId();
    if (event.kind === 'message' || !id || !deps.hasToken()) return;
    // Not awaited by anyone: the move, the dialog or the view it describes goes on at once.
    (delivery ??= loadDelivery().then(({ createDelivery }) => createDelivery(deps)))
      .then((d) => d.send(id, event.payload))
      .catch((error: unknown) => {
        // The delivery's code did not download: this event is lost (reported), the next one tries again.
        delivery = undefined;
        deps.report(error);
      });
  }

  function track(event: TrackingEvent) {
    deps.emit(event);
    deliver(event);
  }

  /** The `reg_<Name>_stepN` event of the state's current screen; nothing off the flow. */
  function screenEvent(kind: Extract<TrackingKind, 'view' | 'submit'>, state: OnboardingState) {
    const name = trackingEventName(state.flow, { step: state.currentStep, substep: state.currentSubstep });
    if (name) track({ name, kind, payload: trackingPayload(state) });
  }

  return {
    track,
    /** A screen view (the shell, on every route change). */
    view(state: OnboardingState) {
      screenEvent('view', state);
    },
    /** A step submit (the wizard, before it moves): the screen being left, the payload as it is now. */
    submit(state: OnboardingState) {
      screenEvent('submit', state);
    },
    /** spec §8: "Errors are tracked with a code and message … as a 'messaggio' event of type errore". */
    error(error: Pick<ApiError, 'code' | 'message'>) {
      track({
        name: MESSAGE_EVENT_NAME,
        kind: 'message',
        payload: {
          type: 'errore',
          code: redactSecrets(error.code).slice(0, MESSAGE_CODE_MAX),
          message: redactSecrets(error.message).slice(0, MESSAGE_TEXT_MAX),
        },
      });
    },
  };
}
