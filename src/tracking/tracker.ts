/**
 * The tracker of one element instance. Every event — a screen view, a step
 * submit (spec §2 `reg_<Name>_stepN`) or an error (spec §8 'messaggio' of type 'errore') — is
 * 1. emitted as `onboarding-track` with detail `{ name, kind, payload }`, and
 * 2. posted to `POST registrations/{id}/tracking` when the state has a registration id and a token.
 *
 * Delivery is fire-and-forget: no loader, no dialog, no retry; a failure is swallowed here and never
 * reaches `showError`, so a failing tracking call can never produce a tracking 'messaggio' of its own.
 * Payloads are the spec §3 keys only (src/tracking/payload.ts); error texts are stripped of tokens.
 */
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import type { postTracking, TrackingEvent, TrackingKind } from '../api/tracking';
import { trackingEventName } from '../flows';
import type { OnboardingState } from '../state/store';
import { trackingPayload } from './payload';
import { redactSecrets } from './redact';

export type { TrackingEvent, TrackingKind } from '../api/tracking';

/** spec §8: the name of an error event. */
export const MESSAGE_EVENT_NAME = 'messaggio';

/** Longest code and message a 'messaggio' carries (the tracking API refuses longer ones). */
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
  /** Loads the delivery call; replaced in tests. */
  loadDelivery?: () => Promise<{ postTracking: typeof postTracking }>;
}

export type Tracker = ReturnType<typeof createTracker>;

export function createTracker(deps: TrackerDeps) {
  const loadDelivery = deps.loadDelivery ?? (() => import('../api/tracking'));

  function deliver(event: TrackingEvent) {
    const id = deps.registrationId();
    if (!id || !deps.hasToken()) return;
    // Not awaited by anyone: the move, the dialog or the view it describes goes on at once.
    void loadDelivery()
      .then(({ postTracking }) => postTracking(deps.api, id, event))
      .catch(() => undefined);
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
