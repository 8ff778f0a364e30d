/**
 * "Invia di nuovo il codice" on a visible cooldown (useCooldown): disabled while the cooldown runs, with
 * the remaining seconds beside it in a `timer` the button is described by, so it says why it waits instead
 * of dropping a click. Used by the screens that send a one-time code on arrival (ConfirmEmail, CertificateSign,
 * ConfirmMobileToken).
 */
import { useId } from 'react';
import type { Cooldown } from './useCooldown';

export interface ResendButtonProps {
  cooldown: Cooldown;
  /** A code is being sent: disabled meanwhile. */
  sending: boolean;
  onResend: () => void;
  /** The countdown's text for `n` seconds ("Potrai richiedere un nuovo codice tra 12 secondi."). */
  cooldownText: (seconds: number) => string;
  children: string;
}

export function ResendButton({ cooldown, sending, onResend, cooldownText, children }: ResendButtonProps) {
  const timerId = useId();
  const cooling = cooldown.remaining > 0;
  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={sending || cooling}
        aria-describedby={cooling ? timerId : undefined}
        onClick={onResend}
      >
        {children}
      </button>
      {cooling && (
        <p id={timerId} className="step-hint" role="timer">
          {cooldownText(cooldown.remaining)}
        </p>
      )}
    </>
  );
}
