/**
 * Ripristina: back to the seed after an explicit confirmation. Focus moves to the
 * confirmation and back to the button when it is cancelled; every section reloads afterwards.
 */
import { useEffect, useRef, useState } from 'react';
import { adminApi } from '../api';
import { CONSOLE_COPY } from '../copy';
import { announce, reloadAll, showRegistration } from '../state';
import { Section, useAction } from '../ui';

const COPY = CONSOLE_COPY.reset;

export function Reset() {
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction();
  const start = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) start.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <Section id="ripristina" title={COPY.title} intro={COPY.intro}>
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby="ripristina-question">
          <p id="ripristina-question" ref={question} tabIndex={-1}>
            {COPY.confirmText}
          </p>
          <div className="row">
            <button
              type="button"
              className="button danger"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() =>
                void run(async () => {
                  await adminApi.reset();
                  showRegistration(null);
                  reloadAll();
                  announce(COPY.done);
                  setConfirming(false);
                })
              }
            >
              {COPY.confirm}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {COPY.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button ref={start} type="button" className="button danger" onClick={() => setConfirming(true)}>
          {COPY.start}
        </button>
      )}
    </Section>
  );
}
