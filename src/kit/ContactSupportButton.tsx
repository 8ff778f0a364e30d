/**
 * "Contattaci": opens the help panel at its contacts (spec §2 Help panel: chat, e-mail, phone numbers),
 * where a screen offers the customer a person to talk to (the rejected registration, a rejected
 * recognition).
 */
import type { ReactNode } from 'react';
import { useInstance } from './hooks';

export function ContactSupportButton({ className = 'button', children }: { className?: string; children: ReactNode }) {
  const { instance } = useInstance();
  return (
    <button type="button" part="button" className={className} onClick={() => instance.store.actions.openHelp('contacts')}>
      {children}
    </button>
  );
}
