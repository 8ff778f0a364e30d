/** Section 2 (issue 10): the outbox, newest first, polled every 2 s, with the codes to copy. */
import { useId, useState } from 'react';
import { api } from '../api';
import type { OutboxMessage } from '../api';
import { useConsoleState } from '../context';
import { COPY } from '../copy';
import { filterMessages, formatTime, splitLinks } from '../format';
import { announce } from '../state';
import { BusyButton, LoadError, Section } from '../ui';
import { usePolled } from '../usePolled';

const C = COPY.messages;
export const POLL_MS = 2000;

function MessageText({ text }: { text: string }) {
  return (
    <p className="sc-message-text">
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function Message({ message }: { message: OutboxMessage }) {
  const state = useConsoleState();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.code);
      announce(state, C.copied);
    } catch {
      announce(state, C.copyFailed, true);
    }
  };
  return (
    <li className="sc-message">
      <p className="sc-message-meta">
        <span className={`sc-badge sc-badge--${message.channel}`}>{C.channel[message.channel] ?? message.channel}</span>{' '}
        <span>
          <span className="sc-visually-hidden">{C.to}: </span>
          <span className="sc-mono">{message.to}</span>
        </span>{' '}
        <time dateTime={message.at}>{formatTime(message.at)}</time>
      </p>
      <p className="sc-code-row">
        <span className="sc-visually-hidden">{C.code}: </span>
        <code className="sc-code">{message.code}</code>
        <BusyButton aria-label={C.copyLabel(message.code)} onAction={copy}>
          {C.copy}
        </BusyButton>
      </p>
      <MessageText text={message.text} />
    </li>
  );
}

export function Messages({ refreshSeq }: { refreshSeq: number }) {
  const [query, setQuery] = useState('');
  const { data, error } = usePolled(api.outbox, [refreshSeq], POLL_MS);
  const id = useId();
  const messages = filterMessages(data ?? [], query);
  return (
    <Section id="messaggi" title={C.heading} intro={C.intro}>
      <div className="sc-field">
        <label htmlFor={`${id}-filter`}>{C.filter}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={query}
          aria-describedby={`${id}-filter-hint`}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <p id={`${id}-filter-hint`} className="sc-hint">
          {C.filterHint}
        </p>
      </div>
      <LoadError what={C.heading.toLowerCase()} message={error} />
      {data ? <p className="sc-count">{C.count(messages.length)}</p> : null}
      {data && messages.length === 0 ? <p>{C.empty}</p> : null}
      <ol className="sc-messages" aria-label={C.heading}>
        {messages.map((m) => (
          <Message key={`${m.at}|${m.channel}|${m.to}|${m.code}`} message={m} />
        ))}
      </ol>
    </Section>
  );
}
