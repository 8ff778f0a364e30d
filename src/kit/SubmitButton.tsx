/**
 * A submit button on the submit lock (useSubmitLock): disabled while the 1-second window of spec §4/§9
 * runs, while its action is in flight, or while the form is not valid yet (§5), and then it says why to
 * assistive technology (a description read with the button). Enabled, it always works.
 */
import { useId, type MouseEventHandler, type ReactNode } from 'react';
import { STEP_COPY } from './copy';
import type { SubmitLock } from './useSubmitLock';

export interface SubmitButtonProps {
  lock: Pick<SubmitLock, 'locked'>;
  /** The form is not valid yet (spec §5: "The submit button is disabled until the form is valid"). */
  invalid?: boolean;
  /** 'button' with `onClick` outside a form (explanation pages, cards); default 'submit'. */
  type?: 'submit' | 'button';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  className?: string;
  children: ReactNode;
}

export function SubmitButton({ lock, invalid = false, type = 'submit', onClick, className = 'button', children }: SubmitButtonProps) {
  const reasonId = useId();
  const reason = lock.locked ? STEP_COPY.waiting : invalid ? STEP_COPY.incomplete : undefined;
  return (
    <>
      <button
        type={type}
        part="button"
        className={className}
        disabled={reason !== undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onClick}
      >
        {children}
      </button>
      {reason && (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      )}
    </>
  );
}
