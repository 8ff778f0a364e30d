/**
 * "Apri le impostazioni": inside the native app, leaves the wizard for the app's settings, where the customer
 * allows what the page needs (the camera of the identity recognition: on iOS a permission refused once is not
 * asked again, only the settings can grant it). Spec §7 Other: "exit messages to the app (back to splash
 * page, home page or settings)"; DESIGN §5 `exit {to: 'settings'}`. As with the other exits (src/app/wizard.ts
 * `exitToInitialView`, kit ExitButton), the `onboarding-exit` event comes first and is cancelable: a host that
 * cancels it routes itself, and the app is not told to leave. Nothing is cleared: the registration is saved on
 * the server, and the session resumes it when the customer comes back (spec §4 Start-up rules).
 * Outside the app there are no app settings to open, so the button renders nothing.
 */
import type { ReactNode } from 'react';
import type { Instance } from '../../app/instance';
import { readFlag } from '../../session/storage';
import { useInstance } from '../hooks';

/** The settings exit: `onboarding-exit {to: 'settings'}`, then, unless a host cancelled it, the bridge's `exit`. */
function openAppSettings(instance: Instance): void {
  if (instance.emit('onboarding-exit', { to: 'settings' })) instance.bridge.send('exit', { to: 'settings' });
}

/** A button that sends the customer to the app's settings ({@link openAppSettings}); only inside the app (session flag fromApp). */
export function AppSettingsButton({ children, className = 'button secondary' }: { children: ReactNode; className?: string }) {
  const { instance } = useInstance();
  if (!readFlag('fromApp')) return null;
  return (
    <button type="button" part="button" className={className} onClick={() => openAppSettings(instance)}>
      {children}
    </button>
  );
}
