/** Section 4 (issue 10): the request log, newest first, polled, with path and status filters. */
import { useId, useState } from 'react';
import { api, errorMessage } from '../api';
import { useConsoleState } from '../context';
import { COPY } from '../copy';
import { filterRequests, formatTime, STATUS_CLASSES } from '../format';
import type { StatusClass } from '../format';
import { announce } from '../state';
import { BusyButton, LoadError, Section } from '../ui';
import { usePolled } from '../usePolled';
import { POLL_MS } from './Messages';

const C = COPY.requests;

export function Requests({ refreshSeq }: { refreshSeq: number }) {
  const state = useConsoleState();
  const id = useId();
  const [path, setPath] = useState('');
  const [statusClass, setStatusClass] = useState<StatusClass>('all');
  const { data, error, reload } = usePolled(api.requests, [refreshSeq], POLL_MS);
  const requests = filterRequests(data ?? [], path, statusClass);

  const clear = async () => {
    try {
      await api.clearRequests();
      announce(state, C.cleared);
    } catch (e) {
      announce(state, COPY.error(errorMessage(e)), true);
    }
    await reload();
  };

  return (
    <Section id="richieste" title={C.heading} intro={C.intro}>
      <div className="sc-form-row">
        <div className="sc-field">
          <label htmlFor={`${id}-path`}>{C.filter}</label>
          <input id={`${id}-path`} type="search" className="sc-mono" autoComplete="off" value={path} onChange={(e) => setPath(e.target.value)} />
        </div>
        <div className="sc-field">
          <label htmlFor={`${id}-status`}>{C.statusFilter}</label>
          <select id={`${id}-status`} value={statusClass} onChange={(e) => setStatusClass(e.target.value as StatusClass)}>
            {STATUS_CLASSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? C.all : s}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="sc-toolbar">
        <p className="sc-count">{data ? C.count(requests.length) : COPY.loading}</p>
        <BusyButton variant="danger" onAction={clear}>
          {C.clear}
        </BusyButton>
      </div>
      <LoadError what={C.heading.toLowerCase()} message={error} />
      {data && requests.length === 0 ? <p>{C.empty}</p> : null}
      {requests.length > 0 ? (
        <div className="sc-table-wrap">
          <table className="sc-table sc-requests">
            <caption>{C.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.at}</th>
                <th scope="col">{C.method}</th>
                <th scope="col">{C.path}</th>
                <th scope="col">{C.status}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r, i) => (
                <tr key={`${r.at}|${r.method}|${r.path}|${requests.length - i}`}>
                  <td>
                    <time dateTime={r.at}>{formatTime(r.at)}</time>
                  </td>
                  <td className="sc-mono">{r.method}</td>
                  <td className="sc-mono sc-path">{r.path}</td>
                  <td className={`sc-mono sc-status sc-status--${Math.floor(r.status / 100)}xx`}>{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  );
}
