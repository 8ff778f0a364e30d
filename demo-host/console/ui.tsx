/** Small building blocks shared by the sections. */
import { forwardRef, useState } from 'react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { COPY } from './copy';

/** A section: an h2-labelled region with an in-page anchor. */
export const Section = forwardRef<HTMLHeadingElement, { id: string; title: string; intro?: string; children: ReactNode }>(
  function Section({ id, title, intro, children }, headingRef) {
    return (
      <section id={id} className="sc-section" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} tabIndex={-1} ref={headingRef}>
          {title}
        </h2>
        {intro ? <p className="sc-intro">{intro}</p> : null}
        {children}
      </section>
    );
  },
);

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** The action; the button shows a busy state (and ignores clicks) until it settles. */
  onAction: () => Promise<unknown> | void;
  /** Busy from outside (e.g. a form submitting). */
  busy?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button for a server call: while it runs, the button is `aria-disabled` (it keeps focus, unlike
 * `disabled`), shows a spinner and "In corso…", and ignores further clicks.
 */
export function BusyButton({ onAction, busy: busyProp, variant = 'secondary', children, className, ref, ...rest }: BusyButtonProps) {
  const [running, setRunning] = useState(false);
  const busy = running || Boolean(busyProp);
  const run = async () => {
    setRunning(true);
    try {
      await onAction();
    } finally {
      setRunning(false);
    }
  };
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
      className={`sc-button sc-button--${variant}${className ? ` ${className}` : ''}`}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={(event) => {
        // Busy: the click is refused (also a form submit), and the busy state shows why.
        if (busy) {
          event.preventDefault();
          return;
        }
        void run();
      }}
    >
      {children}
      {busy ? (
        <span className="sc-busy">
          <span className="sc-spinner" aria-hidden="true" /> {COPY.busy}
        </span>
      ) : null}
    </button>
  );
}

/** An inline load error of a section. */
export function LoadError({ what, message }: { what: string; message: string | undefined }) {
  if (!message) return null;
  return <p className="sc-error">{COPY.loadError(what, message)}</p>;
}
