/**
 * Richieste: the sandbox's request log, newest first, filtered by path and by status
 * class, so a tester sees e.g. "refreshed once, retried once".
 */
import { useId, useState } from 'react';
import { adminApi } from '../api';
import { CONSOLE_COPY } from '../copy';
import { ActionButton, LoadState, Section } from '../ui';
import { usePolled } from '../usePolled';
import { timeOf } from '../urls';

const COPY = CONSOLE_COPY.requests;
const CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

/** Whether `status` is in the class `'4xx'` (`''`: any). */
const inStatusClass = (status: number, statusClass: string) =>
  statusClass === '' || String(status).startsWith(statusClass.charAt(0));

export function Requests() {
  const { data, failed, reload } = usePolled(adminApi.requests);
  const [path, setPath] = useState('');
  const [statusClass, setStatusClass] = useState('');
  const pathId = useId();
  const statusId = useId();
  const shown = (data ?? [])
    .map((request, index) => ({ request, index }))
    .filter(({ request }) => request.path.includes(path.trim()) && inStatusClass(request.status, statusClass))
    .reverse();
  return (
    <Section id="richieste" title={COPY.title} intro={COPY.intro}>
      <div className="filters">
        <label htmlFor={pathId}>{COPY.filter}</label>
        <input id={pathId} type="search" className="input" spellCheck={false} value={path} onChange={(event) => setPath(event.target.value)} />
        <label htmlFor={statusId}>{COPY.statusFilter}</label>
        <select id={statusId} className="input" value={statusClass} onChange={(event) => setStatusClass(event.target.value)}>
          <option value="">{COPY.all}</option>
          {CLASSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <ActionButton
          className="button secondary"
          action={async () => {
            await adminApi.clearRequests();
            await reload();
            return COPY.cleared;
          }}
        >
          {COPY.clear}
        </ActionButton>
      </div>
      {!data ? (
        <LoadState failed={failed} what={COPY.title.toLowerCase()} />
      ) : (
        <>
          <p className="count" data-testid="request-count">
            {COPY.count(shown.length)}
          </p>
          {shown.length === 0 ? (
            <p className="muted">{COPY.empty}</p>
          ) : (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{COPY.time}</th>
                    <th scope="col">{COPY.method}</th>
                    <th scope="col">{COPY.path}</th>
                    <th scope="col">{COPY.status}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map(({ request, index }) => (
                    <tr key={index}>
                      <td>
                        <time dateTime={request.at}>{timeOf(request.at)}</time>
                      </td>
                      <td>{request.method}</td>
                      <td>
                        <code>{request.path}</code>
                      </td>
                      <td className={request.status >= 400 ? 'error' : undefined}>{request.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
