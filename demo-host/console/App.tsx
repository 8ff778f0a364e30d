/** The sandbox console (issue 10): a header with the in-page nav, the six sections and the live region. */
import { useEffect } from 'react';
import { COPY } from './copy';
import { ConsoleProvider, useConsoleSnapshot, useConsoleState } from './context';
import { clearAnnouncement } from './state';
import type { ConsoleState } from './state';
import { Faults } from './sections/Faults';
import { Messages } from './sections/Messages';
import { Personas } from './sections/Personas';
import { Registration } from './sections/Registration';
import { Requests } from './sections/Requests';
import { Reset } from './sections/Reset';

const NAV: { id: string; label: string }[] = [
  { id: 'personaggi', label: COPY.personas.heading },
  { id: 'messaggi', label: COPY.messages.heading },
  { id: 'guasti', label: COPY.faults.heading },
  { id: 'richieste', label: COPY.requests.heading },
  { id: 'ripristina', label: COPY.reset.heading },
  { id: 'registrazione', label: COPY.registration.heading },
];

/** How long the toast of a result (an error) stays visible; screen readers have read it by then. */
export const TOAST_MS = 6000;
export const ERROR_TOAST_MS = 15000;

/**
 * The live region: every result and error is announced here and shown as a toast at the bottom
 * (fixed, so it is seen wherever the user is; it clears itself so it never hides content for long).
 */
function Announcer() {
  const state = useConsoleState();
  const { announcement } = useConsoleSnapshot();
  const { seq, error, text } = announcement;
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => clearAnnouncement(state, seq), error ? ERROR_TOAST_MS : TOAST_MS);
    return () => clearTimeout(timer);
  }, [state, seq, error, text]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={`sc-announcer${announcement.error ? ' sc-announcer--error' : ''}`}>
      {/* Keyed by seq: a repeated text is a new node and is read again. */}
      {announcement.text ? <span key={announcement.seq}>{announcement.text}</span> : null}
    </p>
  );
}

function Console() {
  const { refreshSeq } = useConsoleSnapshot();
  return (
    <div className="sc-app">
      <header className="sc-header">
        <h1>{COPY.title}</h1>
        <p className="sc-sandbox-warning">{COPY.warning}</p>
        <nav aria-label={COPY.navLabel}>
          <ul className="sc-nav">
            {NAV.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>
              </li>
            ))}
            <li className="sc-nav-back">
              <a href="/">{COPY.backToDemo}</a>
            </li>
          </ul>
        </nav>
      </header>
      <Announcer />
      <main className="sc-main">
        <Personas refreshSeq={refreshSeq} />
        <Messages refreshSeq={refreshSeq} />
        <Faults refreshSeq={refreshSeq} />
        <Requests refreshSeq={refreshSeq} />
        <Reset />
        <Registration refreshSeq={refreshSeq} />
      </main>
    </div>
  );
}

export function App({ state }: { state?: ConsoleState }) {
  return (
    <ConsoleProvider state={state}>
      <Console />
    </ConsoleProvider>
  );
}
