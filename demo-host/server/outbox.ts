/**
 * The simulated SMS and e-mail gateway: every message the sandbox "sends" lands here, and
 * `GET /__sandbox/outbox` lists them so tests and demos can read the codes.
 */
import type Database from 'better-sqlite3';

type OutboxChannel = 'sms' | 'email';

/** One sent message, as listed by `GET /__sandbox/outbox`. */
export interface OutboxMessage {
  channel: OutboxChannel;
  /** Phone number (`+39…`) or e-mail address. */
  to: string;
  /** The one-time code the message carries. */
  code: string;
  text: string;
  /** ISO timestamp. */
  at: string;
}

/** Records a sent message. */
export function sendMessage(sql: Database.Database, message: Omit<OutboxMessage, 'at'>): OutboxMessage {
  const at = new Date().toISOString();
  sql
    .prepare('INSERT INTO outbox (channel, recipient, code, text, at) VALUES (?, ?, ?, ?, ?)')
    .run(message.channel, message.to, message.code, message.text, at);
  return { ...message, at };
}

/** The sent messages, newest last, optionally only those to one recipient. */
export function listMessages(sql: Database.Database, to?: string): OutboxMessage[] {
  const rows = (
    to === undefined
      ? sql.prepare('SELECT * FROM outbox ORDER BY id').all()
      : sql.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id').all(to)
  ) as { channel: OutboxChannel; recipient: string; code: string; text: string; at: string }[];
  return rows.map((r) => ({ channel: r.channel, to: r.recipient, code: r.code, text: r.text, at: r.at }));
}
