/**
 * The exit of a finished registration (RegistrationCompleted, MissingDocuments' confirmation): spec §9
 * "Exit destinations". The decision is the pure `completionExit` (src/registration/exit.ts); the side
 * effects are here, in one place:
 * - inside the app: the `onboarding-exit` event, then the bridge's `exit` message (to the app's home page);
 * - on the web: the session storage is cleared first (no token stays behind on the page), then the
 *   `onboarding-exit` event with the address, then the page leaves for the public site or home banking.
 * `onboarding-exit` is cancelable: when a host cancels it — or cancelled this registration's
 * `onboarding-complete`, taking the completion over — the element neither moves the page nor sends the
 * app's `exit` message; the host routes itself.
 * The signature session's reload (spec §4 Session) is disarmed either way: nothing is left to sign.
 */
import type { Instance } from '../../app/instance';
import { completionExit } from '../../registration/exit';
import { clearSession } from '../../session/storage';
import { readSessionFlags } from '../../startup/flags';
import { useInstance } from '../hooks';
import { SubmitButton } from '../SubmitButton';
import { useSubmitLock } from '../useSubmitLock';

/** Leaves the wizard for the §9 exit destination of this session (see the module doc). */
function leaveFinishedRegistration(instance: Instance): void {
  const exit = completionExit(readSessionFlags(), instance.config);
  instance.signatureSession.stop();
  const hostRoutes = instance.completionRoutedByHost;
  if (exit.kind === 'app') {
    if (instance.emit('onboarding-exit', { to: exit.to }) && !hostRoutes) instance.bridge.send('exit', { to: exit.to });
    return;
  }
  clearSession();
  if (instance.emit('onboarding-exit', { to: exit.to, url: exit.url }) && !hostRoutes) instance.page.assign(exit.url);
}

/**
 * A button that leaves a finished registration ({@link leaveFinishedRegistration}), on the submit lock: a
 * double click (before the page has gone) leaves once, and the button says why it waits. It leaves within the
 * click (the lock's `inClick`): the host's `onboarding-exit` listener and the navigation run in the user's gesture.
 */
export function ExitButton({ children, className = 'button' }: { children: string; className?: string }) {
  const { instance } = useInstance();
  const lock = useSubmitLock();
  return (
    <SubmitButton type="button" lock={lock} className={className} onClick={() => void lock.run(() => leaveFinishedRegistration(instance), { inClick: true })}>
      {children}
    </SubmitButton>
  );
}
