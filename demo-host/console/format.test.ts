import { describe, expect, it } from 'vitest';
import type { LoggedRequest, OutboxMessage } from './api';
import { filterMessages, filterRequests, formatTime, formatValue, inStatusClass, newestFirst, splitLinks } from './format';

describe('issue 10: formatting and filtering of the console lists', () => {
  it('formats a time as it-IT HH:mm:ss in local time, and keeps a non-date as it is', () => {
    const local = new Date(2026, 10, 23, 9, 5, 7);
    expect(formatTime(local.toISOString())).toBe('09:05:07');
    expect(formatTime('ieri')).toBe('ieri');
  });

  it('lists newest first without changing the input', () => {
    const input = [1, 2, 3];
    expect(newestFirst(input)).toEqual([3, 2, 1]);
    expect(input).toEqual([1, 2, 3]);
  });

  it('splits http(s) URLs out of a message text, leaving trailing punctuation as text', () => {
    expect(splitLinks('Conferma: https://demo.example/verify?t=1. Grazie')).toEqual([
      { kind: 'text', text: 'Conferma: ' },
      { kind: 'link', href: 'https://demo.example/verify?t=1' },
      { kind: 'text', text: '. Grazie' },
    ]);
    expect(splitLinks('Codice 12345')).toEqual([{ kind: 'text', text: 'Codice 12345' }]);
    expect(splitLinks('ftp://x.example http://a.example')).toEqual([
      { kind: 'text', text: 'ftp://x.example ' },
      { kind: 'link', href: 'http://a.example' },
    ]);
  });

  it('filters the outbox by recipient (partial, spaces ignored), newest first', () => {
    const messages: OutboxMessage[] = [
      { channel: 'sms', to: '+393331000001', code: '111111', text: 'a', at: '2026-11-23T08:00:00Z' },
      { channel: 'email', to: 'giulia@example.com', code: '222222', text: 'b', at: '2026-11-23T08:01:00Z' },
      { channel: 'sms', to: '+393331000001', code: '333333', text: 'c', at: '2026-11-23T08:02:00Z' },
    ];
    expect(filterMessages(messages, '').map((m) => m.code)).toEqual(['333333', '222222', '111111']);
    expect(filterMessages(messages, '333 1000001').map((m) => m.code)).toEqual(['333333', '111111']);
    expect(filterMessages(messages, 'GIULIA').map((m) => m.code)).toEqual(['222222']);
  });

  it('filters the request log by path and status class, newest first', () => {
    const requests: LoggedRequest[] = [
      { method: 'POST', path: '/sec/oauth/token', status: 200, at: '1' },
      { method: 'GET', path: '/api/usr/v2/users/me', status: 401, at: '2' },
      { method: 'GET', path: '/api/usr/v2/users/me', status: 200, at: '3' },
      { method: 'POST', path: '/api/usr/v2/registrations', status: 503, at: '4' },
    ];
    expect(filterRequests(requests, '', 'all').map((r) => r.at)).toEqual(['4', '3', '2', '1']);
    expect(filterRequests(requests, 'USERS', 'all').map((r) => r.at)).toEqual(['3', '2']);
    expect(filterRequests(requests, 'users', '4xx').map((r) => r.at)).toEqual(['2']);
    expect(filterRequests(requests, '', '5xx').map((r) => r.at)).toEqual(['4']);
    expect(inStatusClass(204, '2xx')).toBe(true);
    expect(inStatusClass(302, '2xx')).toBe(false);
  });

  it('formats saved values', () => {
    expect(formatValue('Giulia')).toBe('Giulia');
    expect(formatValue(3)).toBe('3');
    expect(formatValue(false)).toBe('false');
    expect(formatValue(null)).toBe('—');
    expect(formatValue({ city: 'Roma' })).toBe('{"city":"Roma"}');
  });
});
