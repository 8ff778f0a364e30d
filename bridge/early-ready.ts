/**
 * `appIsReady` sent early. In a native app without a session yet, the loader (element/boot.ts) sends `appIsReady`
 * as soon as it runs and takes the session the app hands over in reply, so the start-up begins with it instead of
 * placing the landing page first and starting again once the element's own `appIsReady` has been answered. The
 * element's first start-up then does not send it again: the app sees one `appIsReady` per page, as before.
 * Kept on the window (`Symbol.for`): the loader's bundle and the element's are separate copies.
 */
const SENT = Symbol.for('bank-onboarding.app-is-ready-sent');

const holder = () => globalThis as unknown as Record<symbol, boolean | undefined>;

/** The loader has sent `appIsReady` for this page. */
export function markAppReadySent(): void {
  holder()[SENT] = true;
}

/** Whether the loader sent `appIsReady` (true once: a later start-up of the page sends its own). */
export function takeAppReadySent(): boolean {
  const sent = holder()[SENT] === true;
  delete holder()[SENT];
  return sent;
}
