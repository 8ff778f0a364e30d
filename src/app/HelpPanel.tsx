/**
 * The help panel host (spec §2 "Help panel"): a native modal <dialog> (the browser traps focus; focus
 * returns to the opener when it closes), labelled by its section's heading, closed by Escape or "Chiudi";
 * closing resets it to the main section (the store does). Contacts and documentation use the full-screen
 * layout. The sections live in src/help, in this lazy chunk.
 */
import { useEffect, useId } from 'react';
import { FULL_SCREEN_SECTIONS, HelpBody } from '../help/HelpBody';
import { useInstance, useOnboardingState } from '../kit/hooks';
import { useModalDialog } from '../kit/dialogs';

export function HelpPanel() {
  const { instance } = useInstance();
  const { ui } = useOnboardingState();
  const { open, section } = ui.help;
  const ref = useModalDialog(open);
  const titleId = useId();

  // After the dialog is shown (the effect above): its heading takes focus, so the panel is announced by it.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('[data-help-heading]')?.focus();
  }, [open, ref]);

  return (
    <dialog
      ref={ref}
      className={FULL_SCREEN_SECTIONS.has(section) ? 'help-panel help-panel-full' : 'help-panel'}
      aria-labelledby={titleId}
      data-section={section}
      onCancel={(event) => {
        event.preventDefault();
        instance.store.actions.closeHelp();
      }}
    >
      {open && <HelpBody section={section} titleId={titleId} />}
    </dialog>
  );
}
