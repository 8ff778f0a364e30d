/**
 * Pre-registration (spec §7 `POST registrations/pre-register` with `X-Recaptcha-Response-Token`):
 * the draft of the data steps becomes a registration, and the tokens in the answer start the session
 * (the API client stores any `access_token` it receives, spec §4 Session). Kept out of React so it can be
 * tested alone. Tokens are never logged or sent on the bridge: `pairUser` carries the user id only.
 */
import { asApiError, type ApiError } from '../api/errors';
import { preRegister } from '../api/registrations';
import type { Registration } from '../api/schemas';
import type { Instance } from '../app/instance';
import { writeSession } from '../session/storage';
import { companyTypeOf } from '../startup/flags';
import { firstServerFieldError, serverFieldsOf } from '../validation/server-errors';
import { getBotProtectionToken, BotProtectionError } from './bot-protection';
import {
  FIELD_SCREENS,
  preRegisterBody,
  type DraftField,
  type PendingFieldError,
  type PreRegistrationFlow,
} from './draft';

/** Server field names of the pre-registration body: the draft's own field names. */
const DRAFT_FIELDS = serverFieldsOf(...(Object.keys(FIELD_SCREENS) as DraftField[]));

export type PreRegistrationInstance = Pick<Instance, 'api' | 'store' | 'config' | 'bridge'>;

export type PreRegistrationResult =
  | { kind: 'registered'; registration: Registration }
  /** The server refused a field of an earlier screen: show it there (spec §5 "under the field"). */
  | { kind: 'field-error'; error: PendingFieldError }
  /** Anything else (bot protection, network, server): the caller shows the generic error. */
  | { kind: 'failed'; error: ApiError | BotProtectionError };

/** The first server field error that names a draft field, placed on the screen that owns the field. */
export function placeFieldError(error: ApiError): PendingFieldError | null {
  const placed = firstServerFieldError(error.fieldErrors, DRAFT_FIELDS);
  return placed && { screen: FIELD_SCREENS[placed.field], field: placed.field, message: placed.message };
}

/**
 * Sends the instance's draft. On success the registration is current, the draft (and with it the access
 * code) is forgotten and the native host is paired with the new user. Never rejects.
 */
export async function runPreRegistration(
  instance: PreRegistrationInstance,
  flow: PreRegistrationFlow,
): Promise<PreRegistrationResult> {
  const { api, store } = instance;
  const body = preRegisterBody(store.state.draft, flow, companyTypeOf());
  const release = store.actions.holdLoader();
  try {
    const token = await getBotProtectionToken(instance.config);
    const { registration } = await preRegister(api, body, token);
    store.actions.setRegistration(registration);
    writeSession('currentRegistrationId', registration.id);
    store.actions.clearDraft();
    const userId = store.state.tokenData?.user_id ?? registration.user?.id;
    if (userId) instance.bridge.send('pairUser', { userId });
    return { kind: 'registered', registration };
  } catch (e) {
    if (e instanceof BotProtectionError) return { kind: 'failed', error: e };
    const error = asApiError(e);
    const placed = placeFieldError(error);
    return placed ? { kind: 'field-error', error: placed } : { kind: 'failed', error };
  } finally {
    release();
  }
}
