/**
 * The one action of a help section (callback's Conferma, premium's Attiva Premium): a button on the submit
 * lock (one request per click, disabled while it runs) and a status line announcing the wait.
 */
import type { ReactNode } from 'react';
import { SubmitButton } from '../kit/SubmitButton';
import type { SubmitLock } from '../kit/useSubmitLock';

interface HelpActionProps {
  lock: SubmitLock;
  /** Announced while the request runs. */
  busyText: string;
  onClick: () => void;
  children: ReactNode;
}

export function HelpAction({ lock, busyText, onClick, children }: HelpActionProps) {
  return (
    <>
      <p className="help-status" role="status">
        {lock.busy ? busyText : ''}
      </p>
      <div className="help-actions">
        <SubmitButton type="button" lock={lock} onClick={onClick}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
