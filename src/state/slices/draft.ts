/**
 * What the visitor types in the data steps before pre-registration (memory only: see
 * src/registration/draft.ts), the server field error waiting for the screen that owns the field, and
 * the calls a screen makes once per registration on arrival (the SMS and e-mail codes of ConfirmSms and
 * ConfirmEmail, the mobile-token code, Gianos's sectors, complete-registration): made through the one helper `requestOnce`
 * and recorded here, in the instance, so a StrictMode double effect, a re-render or a return to the screen
 * never makes them twice. (Work done once per arrival, not per registration, is the kit's useOnce.)
 */
import type { ScreenId } from '../../flows';
import { EMPTY_DRAFT, type PendingFieldError, type RegistrationDraft } from '../../registration/draft-state';
import { ref } from 'valtio';
import { defineSlice } from './slice';

export interface DraftState {
  draft: RegistrationDraft;
  /** A server error to show under a field of an earlier screen once that screen is shown (spec §5). */
  pendingFieldError: PendingFieldError | null;
  /**
   * The calls made once per registration, by what they are (`OnceCall`): the registration each was made
   * for and its answer (shared by every caller; forgotten when it fails).
   */
  onceCalls: Partial<Record<OnceCall, { registrationId: string; answer: Promise<unknown> }>>;
  /**
   * What a screen hands to a later screen of the same step before it is sent (src/kit/connected/useStepMemory:
   * TitolareEffettivo and Gianos for ScopoRapporto), by key; memory only, emptied by every reset (session
   * expiry, exit) like the draft.
   */
  stepMemory: Record<string, unknown>;
}

/**
 * What a screen does once per registration on arrival: ConfirmSms's SMS code, ConfirmEmail's e-mail code
 * (or its link's confirmation), ConfirmMobileToken's code, Gianos's list of activity sectors,
 * RegistrationCompleted's complete-registration.
 */
export type OnceCall = 'sms-code' | 'email-code' | 'mobile-token-code' | 'gianos-sectors' | 'complete-registration';

const emptyDraft = (): RegistrationDraft => ({ ...EMPTY_DRAFT, consents: [] });

export const draftSlice = defineSlice({
  initial: (): DraftState => ({
    draft: emptyDraft(),
    pendingFieldError: null,
    onceCalls: {},
    stepMemory: {},
  }),
  actions: (state: DraftState) => {
    return {
      /** Merges what the visitor typed on a data step into the draft. */
      updateDraft(patch: Partial<RegistrationDraft>) {
        Object.assign(state.draft, patch);
      },
      /** Empties the draft (after pre-registration, or when leaving). */
      clearDraft() {
        state.draft = emptyDraft();
      },
      setPendingFieldError(error: PendingFieldError | null) {
        state.pendingFieldError = error;
      },
      /** The pending field error of `screen`, removed from the state; null when there is none. */
      takePendingFieldError(screen: ScreenId): PendingFieldError | null {
        const pending = state.pendingFieldError;
        if (!pending || pending.screen !== screen) return null;
        state.pendingFieldError = null;
        return { ...pending };
      },
      /**
       * The one way to do something once per registration: makes `call` once for `registrationId` and answers
       * its promise to every caller (the first makes the call, the others share its answer; a caller that
       * needs to know whether it was the first learns it from `call` being run). A call that rejects is
       * forgotten, so a retry calls again; a call that reports its own failure and resolves is not.
       */
      requestOnce<T>(what: OnceCall, registrationId: string, call: () => Promise<T>): Promise<T> {
        const made = state.onceCalls[what];
        if (made?.registrationId === registrationId) return made.answer as Promise<T>;
        const answer = call();
        const record = ref({ registrationId, answer: answer as Promise<unknown> });
        state.onceCalls[what] = record;
        answer.catch(() => {
          if (state.onceCalls[what] === record) delete state.onceCalls[what];
        });
        return answer;
      },
      /** Keeps `value` under `key` as given (not made reactive: screens read it back once, when they mount). */
      remember(key: string, value: unknown) {
        state.stepMemory[key] = value !== null && typeof value === 'object' ? ref(value) : value;
      },
      /** What was kept under `key`, or undefined. */
      recall(key: string): unknown {
        return state.stepMemory[key];
      },
      reset() {
        Object.assign(state, draftSlice.initial());
      },
    };
  },
});
