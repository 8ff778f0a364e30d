/** Small parts every section uses: the section frame, a button that shows its wait, the load state. */
import { useState, type ReactNode } from 'react';
import { adminErrorMessage } from './api';
import { CONSOLE_COPY } from './copy';
import { announce } from './state';

/** A section of the console: an h2 region, its intro and its body. */
export function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section className="panel" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      <p className="intro">{intro}</p>
      {children}
    </section>
  );
}

/**
 * Runs one admin call at a time: while it runs the button is disabled and says so (`aria-busy`), so a
 * quick second click is never lost silently; a failure is announced with the sandbox's message.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      announce(CONSOLE_COPY.failed(adminErrorMessage(error)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

type ActionButtonProps = {
  /** The call; resolves when done. A message to announce may be returned. */
  action: () => Promise<string | void>;
  children: ReactNode;
  className?: string;
  'aria-describedby'?: string;
};

export function ActionButton({ action, children, className, ...aria }: ActionButtonProps) {
  const { busy, run } = useAction();
  return (
    <button
      type="button"
      className={className ?? 'button'}
      disabled={busy}
      aria-busy={busy || undefined}
      {...aria}
      onClick={() =>
        void run(async () => {
          const message = await action();
          if (message) announce(message);
        })
      }
    >
      {children}
    </button>
  );
}

/** What a section shows before its data arrives, or when the sandbox cannot be read. */
export function LoadState({ failed, what }: { failed: boolean; what: string }) {
  return <p className={failed ? 'error' : 'muted'}>{failed ? CONSOLE_COPY.loadFailed(what) : CONSOLE_COPY.loading}</p>;
}
