/**
 * What the visitor types in the data steps before pre-registration (memory only: see
 * src/registration/draft.ts), the server field error waiting for the screen that owns the field, and
 * the registrations whose SMS and e-mail codes were already asked for (ConfirmSms and ConfirmEmail send
 * one code per registration on arrival).
 */
import type { ScreenId } from '../../flows';
import { EMPTY_DRAFT, type PendingFieldError, type RegistrationDraft } from '../../registration/draft';
import { ref } from 'valtio';
import { defineSlice } from './slice';

export interface DraftState {
  draft: RegistrationDraft;
  /** A server error to show under a field of an earlier screen once that screen is shown (spec §5). */
  pendingFieldError: PendingFieldError | null;
  /** The registration ConfirmSms has asked a code for, so coming back to it sends no second SMS. */
  smsCodeRequestedFor: string | null;
  /** The registration ConfirmEmail has asked an e-mail code for (or confirmed from the e-mail's link). */
  emailCodeRequestedFor: string | null;
  /**
   * What a screen hands to a later screen of the same step before it is sent (src/kit/useStepMemory:
   * TitolareEffettivo and Gianos for ScopoRapporto), by key; memory only, emptied by every reset (session
   * expiry, exit) like the draft.
   */
  stepMemory: Record<string, unknown>;
}

const emptyDraft = (): RegistrationDraft => ({ ...EMPTY_DRAFT, consents: [] });

export const draftSlice = defineSlice({
  initial: (): DraftState => ({
    draft: emptyDraft(),
    pendingFieldError: null,
    smsCodeRequestedFor: null,
    emailCodeRequestedFor: null,
    stepMemory: {},
  }),
  actions: (state: DraftState) => ({
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
    /** Records that an SMS code was asked for `registrationId`; false when it already was. */
    markSmsCodeRequested(registrationId: string): boolean {
      if (state.smsCodeRequestedFor === registrationId) return false;
      state.smsCodeRequestedFor = registrationId;
      return true;
    },
    /** Records that an e-mail code was asked for `registrationId`; false when it already was. */
    markEmailCodeRequested(registrationId: string): boolean {
      if (state.emailCodeRequestedFor === registrationId) return false;
      state.emailCodeRequestedFor = registrationId;
      return true;
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
  }),
});
