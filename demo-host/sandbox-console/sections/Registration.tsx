/**
 * Registrazione: the registrations as the sandbox holds them, newest first, and the
 * chosen one's state (status, saved step, flow, phone status, the saved data), read-only, so a tester can
 * check what the wizard sent without opening SQLite.
 */
import { useCallback, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { adminApi, type RegistrationDetail } from '../api';
import { CONSOLE_COPY } from '../copy';
import { consoleState, showRegistration } from '../state';
import { LoadState, Section } from '../ui';
import { usePolled } from '../usePolled';

const COPY = CONSOLE_COPY.registration;

const yesNo = (value: unknown) => (value ? COPY.yes : COPY.no);

function Detail({ id }: { id: string }) {
  const load = useCallback(() => adminApi.registration(id), [id]);
  const { data, failed } = usePolled<RegistrationDetail>(load);
  if (!data || data.registration.id !== id) return <LoadState failed={failed} what={id} />;
  const { registration, user } = data;
  const rows: [string, string][] = [
    [COPY.id, registration.id],
    [COPY.phone, user.phone],
    [COPY.userStatus, user.status],
    [COPY.flow, registration.flow],
    [COPY.type, registration.type],
    [COPY.status, registration.status],
    [COPY.step, String(registration.currentStep)],
    [COPY.phoneStatus, registration.phoneNumberStatus],
    [COPY.closed, yesNo(registration.closed)],
  ];
  return (
    <div className="detail" data-registration={registration.id}>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{COPY.data}</h3>
      <pre className="json" tabIndex={0} aria-label={COPY.data}>
        {JSON.stringify(registration.data, null, 2)}
      </pre>
    </div>
  );
}

export function Registration() {
  const { selectedRegistration } = useSnapshot(consoleState);
  const [phone, setPhone] = useState('');
  const filterId = useId();
  const load = useCallback(() => adminApi.registrations(phone.trim() || undefined), [phone]);
  const { data, failed } = usePolled(load);
  return (
    <Section id="registrazione" title={COPY.title} intro={COPY.intro}>
      <div className="filters">
        <label htmlFor={filterId}>{COPY.filter}</label>
        <input
          id={filterId}
          type="search"
          inputMode="tel"
          className="input"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      <div className="split">
        <div>
          <h3>{COPY.list}</h3>
          {!data ? (
            <LoadState failed={failed} what={COPY.list.toLowerCase()} />
          ) : data.length === 0 ? (
            <p className="muted">{COPY.empty}</p>
          ) : (
            <ul className="registrations">
              {data.map((registration) => (
                <li key={registration.id}>
                  <button
                    type="button"
                    className="button small secondary"
                    aria-pressed={selectedRegistration === registration.id}
                    onClick={() => showRegistration(registration.id)}
                  >
                    {COPY.show}
                    {' '}
                    <span className="sr-only">{registration.id}</span>
                  </button>{' '}
                  <code>{registration.id}</code> {registration.phone} · {registration.status} · {COPY.step.toLowerCase()}{' '}
                  {registration.currentStep} ·{' '}
                  <time dateTime={registration.updatedAt}>{new Date(registration.updatedAt).toLocaleString('it-IT')}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>{selectedRegistration ? <Detail id={selectedRegistration} /> : <p className="muted">{COPY.none}</p>}</div>
      </div>
    </Section>
  );
}
