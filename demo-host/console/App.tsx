/** The sandbox console (issue 10): a header with the in-page nav, the six sections and the live region. */
import { COPY } from './copy';
import { ConsoleProvider, useConsoleSnapshot } from './context';
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

/** The live region: every result and error is announced here (and shown). */
function Announcer() {
  const { announcement } = useConsoleSnapshot();
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
