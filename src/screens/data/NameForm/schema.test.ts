import { describe, expect, it } from 'vitest';
import { messages, parsed } from '../../../../test/support/schema';
import { NAME, REQUIRED, maxLengthMessage, minLengthMessage } from '../../../validation/messages';
import { NameFormSchema } from './schema';

describe('NameForm', () => {
  const name = (firstName: string, lastName = 'Rossi') => messages(NameFormSchema, { firstName, lastName }, 'firstName');

  it('§5 FIRST_NAME / LAST_NAME: letters (accented too), spaces and apostrophes, trimmed', () => {
    expect(parsed(NameFormSchema, { firstName: ' Maria Grazia ', lastName: "D'Angelo" })).toEqual({
      firstName: 'Maria Grazia',
      lastName: "D'Angelo",
    });
    for (const ok of ['José', 'Niccolò', 'Lu', 'A'.repeat(30)]) expect(name(ok), ok).toEqual([]);
  });

  it("§5 name pattern: 'Il campo deve contenere solamente caratteri dell'alfabeto'", () => {
    expect(name('Mario1')).toEqual([NAME]);
    expect(name('Anna-Maria')).toEqual([NAME]);
    expect(messages(NameFormSchema, { firstName: 'Mario', lastName: 'Ros$i' }, 'lastName')).toEqual([NAME]);
  });

  it('§9 names 2 to 30 characters, with the §5 length messages', () => {
    expect(name('M')).toEqual([minLengthMessage(2)]);
    expect(name('A'.repeat(31))).toEqual([maxLengthMessage(30)]);
    expect(messages(NameFormSchema, { firstName: 'Mario', lastName: 'R' }, 'lastName')).toEqual(['Il campo deve avere almeno 2 lettere.']);
  });

  it('§5 required on both fields', () => {
    expect(name('')).toEqual([REQUIRED]);
    expect(messages(NameFormSchema, { firstName: 'Mario', lastName: '  ' }, 'lastName')).toEqual([REQUIRED]);
  });
});
