import { describe, expect, it } from 'vitest';
import { backoffMs, TUTOR_POLL } from '../flows/backoff';
import { isSignedByTutor, maskEmail, maskPhone } from './tutor-wait';

const tutorPollDelayMs = (attempt: number) => backoffMs(TUTOR_POLL, attempt);

describe('MinorWaitingTutorConfirm polling back-off (§4 MINOR 9,0)', () => {
  it('§4 MINOR 9,0 the first read comes after 3 s, then each wait is 1.5 times the previous', () => {
    expect([0, 1, 2, 3].map(tutorPollDelayMs)).toEqual([3000, 4500, 6750, 10125]);
  });

  it('§4 MINOR 9,0 the wait never exceeds 30 s however many reads', () => {
    expect(tutorPollDelayMs(6)).toBe(TUTOR_POLL.maxMs);
    expect(tutorPollDelayMs(50)).toBe(30_000);
    expect(tutorPollDelayMs(5)).toBeLessThan(30_000);
  });

  it('a negative or non-number attempt is the first wait', () => {
    expect(tutorPollDelayMs(-2)).toBe(3000);
    expect(tutorPollDelayMs(Number.NaN)).toBe(3000);
  });

  it('§4 Start-up rules: CONTRACTS_SIGNED and COMPLETED mean the guardian has signed; in-progress statuses do not', () => {
    expect(isSignedByTutor('CONTRACTS_SIGNED')).toBe(true);
    expect(isSignedByTutor('COMPLETED')).toBe(true);
    expect(isSignedByTutor('MINOR_IN_PROGRESS')).toBe(false);
    expect(isSignedByTutor(undefined)).toBe(false);
  });
});

describe('the guardian contacts, masked', () => {
  it('the phone keeps +39 and its last 4 digits', () => {
    expect(maskPhone('3330001234')).toBe('+39 ••••••1234');
    expect(maskPhone('12')).toBe('');
    expect(maskPhone(null)).toBe('');
  });

  it('the e-mail keeps its first letter and the domain', () => {
    expect(maskEmail('mario.rossi@example.it')).toBe('m•••@example.it');
    expect(maskEmail('nope')).toBe('');
    expect(maskEmail(undefined)).toBe('');
  });
});
