/**
 * The identity-recognition hand-off shared by the recognition screen (CONSUMER 2,1) and its check result
 * (6,0): `recog/token`, then `recog/start` (`recog/documentRenewalStart` in DOCUMENT_RENEWAL) with the page's
 * address as `returnUrl`, then the provider's
 * page in the SAME window (`instance.page.assign`, never `window.open`: a native webview would replace
 * the wizard or do nothing, webview-hosts.md §3). The provider sends the user back to `returnUrl` with
 * `recogSession=<id>`; the element starts again, the start-up rules resume the stored step, and the
 * screen reads (and removes) the parameter.
 */
import { useState } from 'react';
import { getRecognitionToken, startDocumentRenewalRecognition, startRecognition } from '../../api/recognition';
import { RECOGNITION_SESSION_PARAM } from '../../api/recognition-schemas';
import { stripUrlParams, urlParam } from '../../session/tokens';
import { useInstance } from '../hooks';
import { useSubmitLock, type SubmitLock } from '../useSubmitLock';

/** Parameters never sent to the provider: the session tokens (stripped at start-up anyway) and an old return's id. */
const NOT_IN_RETURN_URL = ['access_token', 'refresh_token', RECOGNITION_SESSION_PARAM];

/** The address the provider sends the user back to: this page, without tokens or an earlier session id. */
export function recognitionReturnUrl(href: string = window.location.href): string {
  return stripUrlParams(new URL(href), NOT_IN_RETURN_URL).href;
}

/** The session id the provider appended on return (query, or the hash's query), if any. */
export function recognitionReturnSession(href: string = window.location.href): string | null {
  return urlParam(new URL(href), RECOGNITION_SESSION_PARAM);
}

/** Removes the provider's session id from the address bar, so a reload does not handle the return twice. */
export function dropRecognitionReturnSession(): void {
  const { href, removed } = stripUrlParams(new URL(window.location.href), [RECOGNITION_SESSION_PARAM]);
  if (removed) window.history.replaceState(window.history.state, '', href);
}

export interface RecognitionStart {
  /** The start button's lock (spec §9 1-second lock, and busy until the provider's page opens). */
  lock: SubmitLock;
  /** True from the click until the page leaves (or the call fails). */
  leaving: boolean;
  /** Starts the recognition and leaves for the provider; a failure shows the generic dialog (spec §8). */
  start: () => Promise<void>;
}

export function useRecognitionStart(): RecognitionStart {
  const { instance, wizard } = useInstance();
  const lock = useSubmitLock();
  const [leaving, setLeaving] = useState(false);
  const start = () =>
    lock.run(async () => {
      setLeaving(true);
      try {
        const { token } = await getRecognitionToken(instance.api);
        // spec §7: a document renewal starts its recognition with its own call.
        const begin = instance.store.state.flow === 'DOCUMENT_RENEWAL' ? startDocumentRenewalRecognition : startRecognition;
        const { redirectUrl } = await begin(instance.api, { token, returnUrl: recognitionReturnUrl() });
        instance.page.assign(redirectUrl);
      } catch (e) {
        setLeaving(false);
        await wizard.reportStepError(e);
      }
    });
  return { lock, leaving, start };
}
