/** Section 1 (issue 10): the personas, opened logged in (browser, Android or iOS webview) or as a new visitor. */
import { api, errorMessage } from '../api';
import { useConsoleState } from '../context';
import { COPY } from '../copy';
import { announce, showRegistration } from '../state';
import { BusyButton, LoadError, Section } from '../ui';
import { newVisitorUrl, personaUrl } from '../urls';
import type { Target } from '../urls';
import { usePolled } from '../usePolled';

const C = COPY.personas;

const TARGETS: { target: Target; label: string }[] = [
  { target: 'browser', label: C.openBrowser },
  { target: 'android', label: C.openAndroid },
  { target: 'ios', label: C.openIos },
];

export function Personas({ refreshSeq }: { refreshSeq: number }) {
  const state = useConsoleState();
  const { data: personas, error } = usePolled(api.personas, [refreshSeq]);

  /**
   * Opens the window at once (inside the click, so popup blockers allow it), then points it at the
   * persona's address once the session is issued; closes it again if that fails.
   */
  const open = async (phone: string, target: Target) => {
    const win = window.open('', '_blank');
    if (!win) {
      announce(state, C.popupBlocked, true);
      return;
    }
    win.opener = null;
    try {
      const tokens = await api.session(phone);
      win.location.href = personaUrl(target, tokens);
      announce(state, C.opened(phone));
    } catch (e) {
      win.close();
      announce(state, COPY.error(errorMessage(e)), true);
    }
  };

  return (
    <Section id="personaggi" title={C.heading} intro={C.intro}>
      <LoadError what={C.heading.toLowerCase()} message={error} />
      <div className="sc-table-wrap">
        <table className="sc-table sc-personas">
          <caption>{C.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{C.phone}</th>
              <th scope="col">{C.code}</th>
              <th scope="col">{C.state}</th>
              <th scope="col">{C.landsOn}</th>
              <th scope="col">{C.actions}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="sc-new-visitor">
              <th scope="row">{C.newVisitor}</th>
              <td className="sc-hide-narrow">—</td>
              <td colSpan={2}>{C.newVisitorHint}</td>
              <td>
                <div className="sc-actions">
                  {TARGETS.map(({ target, label }) => (
                    <a
                      key={target}
                      className="sc-button sc-button--secondary"
                      href={newVisitorUrl(target)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={C.rowAction(label, C.newVisitor)}
                    >
                      {label}
                    </a>
                  ))}
                </div>
              </td>
            </tr>
            {personas?.map((p) => (
              <tr key={p.phone}>
                <th scope="row" className="sc-mono">
                  {p.phone}
                </th>
                <td className="sc-mono" data-label={C.code}>
                  {p.code}
                </td>
                <td data-label={C.state}>{p.state}</td>
                <td className="sc-mono" data-label={C.landsOn}>
                  {p.landsOn}
                </td>
                <td>
                  <div className="sc-actions">
                    {TARGETS.map(({ target, label }) => (
                      <BusyButton key={target} aria-label={C.rowAction(label, p.phone)} onAction={() => open(p.phone, target)}>
                        {label}
                      </BusyButton>
                    ))}
                    {p.registrationId ? (
                      <BusyButton
                        variant="primary"
                        aria-label={C.rowAction(C.viewRegistration, p.phone)}
                        onAction={() => showRegistration(state, p.registrationId as string)}
                      >
                        {C.viewRegistration}
                      </BusyButton>
                    ) : (
                      <span className="sc-muted">{C.noRegistration}</span>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {personas && personas.length === 0 ? <p>{C.empty}</p> : null}
    </Section>
  );
}
