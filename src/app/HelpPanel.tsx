/**
 * The help panel host (spec §2 "Help panel"): opens as a modal side sheet, closing it resets it to the
 * main section. Its sections (contacts, documentation, FAQ, callback, premium) arrive with a later
 * issue; until then the panel says so visibly.
 */
import { useId } from 'react';
import { SHELL_COPY } from './copy';
import { useInstance, useOnboardingState } from './context';
import { useModalDialog } from './dialog';

export function HelpPanel() {
  const { instance } = useInstance();
  const { ui } = useOnboardingState();
  const open = ui.help.open;
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="help-panel"
      aria-labelledby={titleId}
      data-section={ui.help.section}
      onCancel={(event) => {
        event.preventDefault();
        instance.store.actions.closeHelp();
      }}
    >
      {open && (
        <div className="help-body">
          <div className="help-head">
            <h2 id={titleId}>{SHELL_COPY.helpTitle}</h2>
            <button type="button" className="button secondary" onClick={() => instance.store.actions.closeHelp()}>
              {SHELL_COPY.close}
            </button>
          </div>
          <p className="notice" role="note" data-unfinished="true">
            <strong>{SHELL_COPY.notAvailable}</strong>
            <br />
            {SHELL_COPY.notAvailableBody}
          </p>
        </div>
      )}
    </dialog>
  );
}
