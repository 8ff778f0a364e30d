/** Section 5 (issue 10): reset the sandbox, after an inline confirmation step. */
import { useEffect, useId, useRef, useState } from 'react';
import { api, errorMessage } from '../api';
import { useConsoleState } from '../context';
import { COPY } from '../copy';
import { announce, refreshAll } from '../state';
import { BusyButton, Section } from '../ui';

const C = COPY.reset;

export function Reset() {
  const state = useConsoleState();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes after the confirm step changes: into it when it opens, back when it closes. */
  const focusNext = useRef<'confirm' | 'start' | null>(null);

  useEffect(() => {
    const target = focusNext.current === 'confirm' ? confirmRef.current : focusNext.current === 'start' ? startRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [confirming]);

  const close = () => {
    focusNext.current = 'start';
    setConfirming(false);
  };

  const confirm = async () => {
    try {
      await api.reset();
      refreshAll(state);
      announce(state, C.done);
    } catch (e) {
      announce(state, COPY.error(errorMessage(e)), true);
    }
    close();
  };

  return (
    <Section id="ripristina" title={C.heading} intro={C.intro}>
      {confirming ? (
        <div
          className="sc-confirm"
          role="group"
          aria-labelledby={`${id}-question`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <p id={`${id}-question`} className="sc-warning-text">
            {C.confirmQuestion}
          </p>
          <div className="sc-actions">
            <BusyButton variant="danger" ref={confirmRef} onAction={confirm}>
              {C.confirm}
            </BusyButton>
            <button type="button" className="sc-button sc-button--secondary" onClick={close}>
              {C.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={startRef}
          type="button"
          className="sc-button sc-button--danger"
          onClick={() => {
            focusNext.current = 'confirm';
            setConfirming(true);
          }}
        >
          {C.start}
        </button>
      )}
    </Section>
  );
}
