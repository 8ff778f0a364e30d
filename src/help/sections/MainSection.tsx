/**
 * The help panel's main list (spec §2): "Parla con un operatore" (only from the app; disabled unless logged
 * in; "Non disponibile in questa fase della registrazione" unless logged in at step 3 or later), contacts,
 * documentation, the FAQ (an external page), return to home (spec §2 Navigation rules) and cancel.
 */
import { useId } from 'react';
import type { HelpSection } from '../../state/store';
import { useInstance } from '../../kit/hooks';
import { FIELD_COPY } from '../../kit/fields/copy';
import { HELP_COPY, NOT_AVAILABLE_NOW } from '../copy';
import { HelpHeading } from '../HelpHeading';
import type { HelpVisibility } from '../visibility';

const COPY = HELP_COPY.main;

export function MainSection({ visibility, go }: { visibility: HelpVisibility; go: (section: HelpSection) => void }) {
  const { instance, wizard } = useInstance();
  const hintId = useId();
  const { operator } = visibility;
  const close = () => instance.store.actions.closeHelp();
  return (
    <>
      <HelpHeading>{COPY.title}</HelpHeading>
      <ul className="help-list">
        {operator.shown && (
          <li>
            <button
              type="button"
              className="help-entry"
              disabled={!operator.enabled}
              aria-describedby={operator.tooltip ? hintId : undefined}
              title={operator.tooltip ? NOT_AVAILABLE_NOW : undefined}
              onClick={() => go('callback')}
            >
              {COPY.operator}
            </button>
            {operator.tooltip && (
              <span id={hintId} className="help-hint">
                {NOT_AVAILABLE_NOW}
              </span>
            )}
          </li>
        )}
        <li>
          <button type="button" className="help-entry" onClick={() => go('contacts')}>
            {COPY.contacts}
          </button>
        </li>
        <li>
          <button type="button" className="help-entry" onClick={() => go('documentation')}>
            {COPY.documentation}
          </button>
        </li>
        <li>
          <a className="help-entry" href={instance.config.faqUrl} target="_blank" rel="noopener noreferrer">
            {COPY.faq}
            <span className="sr-only">{FIELD_COPY.newWindow}</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            className="help-entry"
            onClick={() => {
              close();
              wizard.home();
            }}
          >
            {COPY.home}
          </button>
        </li>
      </ul>
      <div className="help-actions">
        <button type="button" className="button secondary" onClick={close}>
          {COPY.cancel}
        </button>
      </div>
    </>
  );
}
