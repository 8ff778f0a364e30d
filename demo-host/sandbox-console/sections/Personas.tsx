/**
 * Personaggi: every seeded persona, from the same table as docs/sandbox.md "Personas" (`PERSONAS` in
 * demo-host/server/seed.ts, served by `GET /__sandbox/personas`), opened logged in with one click in the
 * browser or the Android / iOS webview simulator; and a new visitor, not logged in.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { CheckboxField } from '../../../src/kit/fields/CheckboxField';
import { TextField } from '../../../src/kit/fields/TextField';
import { adminApi, type Persona, type Tokens } from '../api';
import { CONSOLE_COPY } from '../copy';
import { showWizard } from '../open-wizard';
import { announce, consoleState, showRegistration } from '../state';
import { LoadState, Section, useAction } from '../ui';
import { usePolled } from '../usePolled';
import { START_FLAGS, type OpenTarget } from '../urls';

const COPY = CONSOLE_COPY.personas;
const TARGETS: [OpenTarget, string][] = [
  ['browser', COPY.browser],
  ['android', COPY.android],
  ['ios', COPY.ios],
];

/**
 * Opens the tab at once, inside the click (so no pop-up blocker stops it), then points it at the wizard with
 * the session, never in its address (open-wizard.ts); closes it again if the session cannot be had.
 */
async function openWizard(target: OpenTarget, phone: string | undefined): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    announce(COPY.popupBlocked);
    return;
  }
  let tokens: Tokens | undefined;
  try {
    tokens = phone ? await adminApi.session(phone) : undefined;
  } catch (error) {
    tab.close();
    throw error;
  }
  tab.opener = null;
  const shown = await showWizard(tab, target, tokens, consoleState.startOptions);
  announce(shown ? COPY.opened(phone ?? COPY.visitor) : COPY.notHandedOver);
}

function OpenButtons({ phone, label }: { phone: string | undefined; label: string }) {
  const { busy, run } = useAction();
  return (
    <>
      {TARGETS.map(([target, text]) => (
        <button
          key={target}
          type="button"
          className="button small"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void run(() => openWizard(target, phone))}
        >
          {text}
          {' '}
          <span className="sr-only">– {label}</span>
        </button>
      ))}
    </>
  );
}

function PersonaRow({ persona }: { persona: Persona }) {
  const { registrationId } = persona;
  return (
    <tr data-phone={persona.phone}>
      <th scope="row">
        <code>{persona.phone}</code>
      </th>
      <td>
        <code>{persona.code}</code>
      </td>
      <td>{persona.state}</td>
      <td>{persona.landsOn}</td>
      <td className="actions">
        <OpenButtons phone={persona.phone} label={persona.phone} />
        {registrationId && (
          <button
            type="button"
            className="button small secondary"
            onClick={() => {
              showRegistration(registrationId);
              document.getElementById('registrazione-title')?.focus();
            }}
          >
            {COPY.registration}
            {' '}
            <span className="sr-only">– {persona.phone}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** The spec §4 start-up parameters (flags and values) the tester adds to every "Apri". */
function StartOptionsForm() {
  const { startOptions } = useSnapshot(consoleState);
  const hintId = useId();
  return (
    <fieldset className="start-options" aria-describedby={hintId}>
      <legend>{COPY.options}</legend>
      <p id={hintId} className="hint">
        {COPY.optionsHint}
      </p>
      <div className="flags">
        {START_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            label={flag}
            checked={Boolean(startOptions.flags[flag])}
            onChange={(event) => {
              consoleState.startOptions.flags[flag] = event.target.checked;
            }}
          />
        ))}
      </div>
      <div className="row">
        <TextField
          label={COPY.idRegistration}
          autoComplete="off"
          spellCheck={false}
          value={startOptions.idRegistration ?? ''}
          onChange={(event) => {
            consoleState.startOptions.idRegistration = event.target.value;
          }}
        />
        <TextField
          label={COPY.cookieConsents}
          autoComplete="off"
          spellCheck={false}
          value={startOptions.cookieConsents ?? ''}
          onChange={(event) => {
            consoleState.startOptions.cookieConsents = event.target.value;
          }}
        />
      </div>
    </fieldset>
  );
}

export function Personas() {
  const { data, failed } = usePolled(adminApi.personas, null);
  return (
    <Section id="personaggi" title={COPY.title} intro={COPY.intro}>
      <StartOptionsForm />
      {data ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{COPY.phone}</th>
                <th scope="col">{COPY.code}</th>
                <th scope="col">{COPY.state}</th>
                <th scope="col">{COPY.landsOn}</th>
                <th scope="col">{COPY.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((persona) => (
                <PersonaRow key={persona.phone} persona={persona} />
              ))}
              <tr data-phone="">
                <th scope="row">{COPY.visitor}</th>
                <td>–</td>
                <td>{COPY.visitorState}</td>
                <td>/</td>
                <td className="actions">
                  <OpenButtons phone={undefined} label={COPY.visitor} />
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : (
        <LoadState failed={failed} what={COPY.title.toLowerCase()} />
      )}
    </Section>
  );
}
