/** The sandbox console: the sections in one page, a live region for what actions did. */
import { useSnapshot } from 'valtio';
import { CONSOLE_COPY } from './copy';
import { Faults } from './sections/Faults';
import { Messages } from './sections/Messages';
import { Personas } from './sections/Personas';
import { Registration } from './sections/Registration';
import { Requests } from './sections/Requests';
import { Reset } from './sections/Reset';
import { consoleState } from './state';

const SECTIONS: [string, string][] = [
  ['personaggi', CONSOLE_COPY.personas.title],
  ['messaggi', CONSOLE_COPY.messages.title],
  ['guasti', CONSOLE_COPY.faults.title],
  ['richieste', CONSOLE_COPY.requests.title],
  ['registrazione', CONSOLE_COPY.registration.title],
  ['ripristina', CONSOLE_COPY.reset.title],
];

function Announcer() {
  const { announcement, announced } = useSnapshot(consoleState);
  return (
    <p className="announcer" role="status" aria-live="polite" data-announced={announced}>
      {announcement}
    </p>
  );
}

export function App() {
  return (
    <>
      <header className="top">
        <h1>{CONSOLE_COPY.title}</h1>
        <p className="warning">{CONSOLE_COPY.warning}</p>
        <nav aria-label={CONSOLE_COPY.nav}>
          <ul>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
            <li>
              <a href="/">{CONSOLE_COPY.backToDemo}</a>
            </li>
          </ul>
        </nav>
        <Announcer />
      </header>
      <main>
        <Personas />
        <Messages />
        <Faults />
        <Requests />
        <Registration />
        <Reset />
      </main>
    </>
  );
}
