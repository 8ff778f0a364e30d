/**
 * Messaggi: the SMS and e-mail codes the sandbox sent, newest first, kept current, each
 * with a copy button; links in a message open in a new tab.
 */
import { useId, useState } from 'react';
import { adminApi, type OutboxMessage } from '../api';
import { CONSOLE_COPY } from '../copy';
import { announce } from '../state';
import { LoadState, Section } from '../ui';
import { usePolled } from '../usePolled';
import { splitLinks, timeOf } from '../urls';

const COPY = CONSOLE_COPY.messages;

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    announce(COPY.copied(code));
  } catch {
    announce(COPY.copyFailed);
  }
}

function Message({ message }: { message: OutboxMessage }) {
  return (
    <li className="message" data-channel={message.channel}>
      <p className="message-head">
        <span className="badge">{message.channel === 'sms' ? COPY.sms : COPY.email}</span> {message.to}{' '}
        <time dateTime={message.at}>{timeOf(message.at)}</time>
      </p>
      <p className="message-code">
        {COPY.code}: <code className="otp">{message.code}</code>{' '}
        <button type="button" className="button small secondary" onClick={() => void copyCode(message.code)}>
          {COPY.copy}
          {' '}
          <span className="sr-only">{message.code}</span>
        </button>
      </p>
      <p className="message-text">
        {splitLinks(message.text).map((part, index) =>
          part.href ? (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </a>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </li>
  );
}

export function Messages() {
  const { data, failed } = usePolled(adminApi.outbox);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  // The outbox lists the oldest first: its position is the message's identity, newest shown first.
  const shown = (data ?? [])
    .map((message, index) => ({ message, index }))
    .filter(({ message }) => message.to.toLowerCase().includes(filter.trim().toLowerCase()))
    .reverse();
  return (
    <Section id="messaggi" title={COPY.title} intro={COPY.intro}>
      <div className="filters">
        <label htmlFor={filterId}>{COPY.filter}</label>
        <input id={filterId} type="search" className="input" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      {!data ? (
        <LoadState failed={failed} what={COPY.title.toLowerCase()} />
      ) : shown.length === 0 ? (
        <p className="muted">{COPY.empty}</p>
      ) : (
        <ol className="messages" reversed>
          {shown.map(({ message, index }) => (
            <Message key={index} message={message} />
          ))}
        </ol>
      )}
    </Section>
  );
}
