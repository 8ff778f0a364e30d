/** Section 6 (issue 10): the registrations (newest first, phone filter) and the selected one's sandbox state. */
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../api';
import type { RegistrationDetail } from '../api';
import { useConsoleSnapshot, useConsoleState } from '../context';
import { COPY } from '../copy';
import { formatTime, formatValue } from '../format';
import { LoadError, Section } from '../ui';
import { usePolled } from '../usePolled';
import { POLL_MS } from './Messages';

const C = COPY.registration;

function Detail({ detail }: { detail: RegistrationDetail }) {
  const { registration: r, user } = detail;
  const yesNo = (v: boolean) => (v ? C.yes : C.no);
  const rows: [string, string][] = [
    [C.status, r.status],
    [C.currentStep, String(r.currentStep)],
    [C.flow, r.flow],
    [C.type, r.type],
    [C.phoneStatus, r.phoneNumberStatus],
    [C.closed, yesNo(r.closed)],
    [C.user, `${user.id} · ${user.phone}${user.email ? ` · ${user.email}` : ''}`],
    [C.userStatus, user.status],
  ];
  if (r.mode) rows.push([C.mode, r.mode]);
  const saved = Object.entries(r.data ?? {});
  return (
    <div className="sc-detail">
      <h3>{C.detailHeading(r.id)}</h3>
      <dl className="sc-dl">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="sc-mono">{value}</dd>
          </div>
        ))}
      </dl>
      <h4>{C.saved}</h4>
      {saved.length === 0 ? (
        <p>{C.noSaved}</p>
      ) : (
        <dl className="sc-dl sc-dl--saved">
          {saved.map(([key, value]) => (
            <div key={key}>
              <dt className="sc-mono">{key}</dt>
              <dd className="sc-mono">{formatValue(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <details className="sc-json">
        <summary>{C.json}</summary>
        <pre tabIndex={0} aria-label={C.json}>
          {JSON.stringify(detail, null, 2)}
        </pre>
      </details>
    </div>
  );
}

export function Registration({ refreshSeq }: { refreshSeq: number }) {
  const state = useConsoleState();
  const snap = useConsoleSnapshot();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [phone, setPhone] = useState('');
  const filter = phone.replace(/\s+/g, '');
  const list = usePolled(() => api.registrations(filter || undefined), [filter, refreshSeq], POLL_MS);
  const selectedId = snap.selectedRegistrationId;
  const detail = usePolled(
    () => (selectedId ? api.registration(selectedId) : Promise.resolve(undefined)),
    [selectedId, refreshSeq],
    POLL_MS,
  );

  // "Vedi registrazione" of a persona: focus this section's heading.
  const focusSeq = snap.focusRegistrationSeq;
  useEffect(() => {
    if (focusSeq > 0) headingRef.current?.focus();
  }, [focusSeq]);

  return (
    <Section id="registrazione" title={C.heading} intro={C.intro} ref={headingRef}>
      <div className="sc-field">
        <label htmlFor={`${id}-phone`}>{C.filter}</label>
        <input id={`${id}-phone`} type="search" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </div>
      <LoadError what={C.listLabel.toLowerCase()} message={list.error} />
      <div className="sc-registration-layout">
        <div>
          {list.data && list.data.length === 0 ? <p>{C.empty}</p> : null}
          {list.data && list.data.length > 0 ? (
            <ul className="sc-registrations" aria-label={C.listLabel}>
              {list.data.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className="sc-button sc-button--secondary sc-registration-choice"
                    aria-pressed={r.id === selectedId}
                    onClick={() => {
                      state.selectedRegistrationId = r.id;
                    }}
                  >
                    <span className="sc-mono">{C.select(r.id, r.phone)}</span>{' '}
                    <span className="sc-muted">
                      {r.status} · {r.flow} · {C.currentStep.toLowerCase()} {r.currentStep}
                      {r.updatedAt ? ` · ${formatTime(r.updatedAt)}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          {selectedId ? <LoadError what={selectedId} message={detail.error} /> : null}
          {detail.data && detail.data.registration.id === selectedId ? (
            <Detail detail={detail.data} />
          ) : (
            <p className="sc-muted">{selectedId ? COPY.loading : C.none}</p>
          )}
        </div>
      </div>
    </Section>
  );
}
