/**
 * What the visitor types in the data steps before pre-registration (memory only: see
 * src/registration/draft.ts), the server field error waiting for the screen that owns the field, and
 * the calls a screen makes once per registration on arrival (the SMS and e-mail codes of ConfirmSms and
 * ConfirmEmail, the mobile-token code, complete-registration): recorded here, in the instance, so a
 * StrictMode double effect, a re-render or a return to the screen never makes them twice.
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
   * for and, when the screen waits for it, its answer (shared by every mount; forgotten when it fails).
   */
  onceCalls: Partial<Record<OnceCall, { registrationId: string; answer: Promise<unknown> | null }>>;
  /**
   * What a screen hands to a later screen of the same step before it is sent (src/kit/connected/useStepMemory:
   * TitolareEffettivo and Gianos for ScopoRapporto), by key; memory only, emptied by every reset (session
   * expiry, exit) like the draft.
   */
  stepMemory: Record<string, unknown>;
}

/**
 * What a screen does once per registration on arrival: ConfirmSms's SMS code, ConfirmEmail's e-mail code
 * (or its link's confirmation), ConfirmMobileToken's code, RegistrationCompleted's complete-registration.
 */
export type OnceCall = 'sms-code' | 'email-code' | 'mobile-token-code' | 'complete-registration';

const emptyDraft = (): RegistrationDraft => ({ ...EMPTY_DRAFT, consents: [] });

export const draftSlice = defineSlice({
  initial: (): DraftState => ({
    draft: emptyDraft(),
    pendingFieldError: null,
    onceCalls: {},
    stepMemory: {},
  }),
  actions: (state: DraftState) => {
    /** Records that `what` was done for `registrationId`; false when it already was. */
    const markOnce = (what: OnceCall, registrationId: string): boolean => {
      if (state.onceCalls[what]?.registrationId === registrationId) return false;
      state.onceCalls[what] = ref({ registrationId, answer: null });
      return true;
    };
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
      markOnce,
      /**
       * Makes `call` once for `registrationId` and answers its promise to every caller (the first makes the
       * call, the others share its answer). A failed call is forgotten, so a retry calls again.
       */
      requestOnce<T>(what: OnceCall, registrationId: string, call: () => Promise<T>): Promise<T> {
        const made = state.onceCalls[what];
        if (made?.registrationId === registrationId && made.answer) return made.answer as Promise<T>;
        const answer = call();
        const record = ref({ registrationId, answer: answer as Promise<unknown> });
        state.onceCalls[what] = record;
        answer.catch(() => {
          if (state.onceCalls[what] === record) delete state.onceCalls[what];
        });
        return answer;
      },
      /** Records that an SMS code was asked for `registrationId`; false when it already was. */
      markSmsCodeRequested(registrationId: string): boolean {
        return markOnce('sms-code', registrationId);
      },
      /** Records that an e-mail code was asked for `registrationId`; false when it already was. */
      markEmailCodeRequested(registrationId: string): boolean {
        return markOnce('email-code', registrationId);
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
