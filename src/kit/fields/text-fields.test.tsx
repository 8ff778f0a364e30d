/** TextField, DateField and OtpField behaviour, alone and with react-hook-form's `register`. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderStrict } from '../../../test/support/fields';
import { DateField, formatDisplayDate, OtpField, TextField } from '.';

type Values = { name: string; birthDate: string; otp: string };

function Form({ onValues }: { onValues: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', birthDate: '', otp: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValues)}>
      <TextField label="Nome" autoComplete="given-name" {...form.register('name')} />
      <DateField label="Data di nascita" {...form.register('birthDate')} />
      <OtpField label="Codice" length={6} {...form.register('otp')} />
      <button type="submit">Invia</button>
    </form>
  );
}

async function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.type(input, text);
  return input;
}

describe('TextField', () => {
  it('passes input props through and forwards the registered ref and handlers', async () => {
    const onValues = vi.fn();
    renderStrict(<Form onValues={onValues} />);
    const name = await typeInto('Nome', 'Maria');
    expect(name).toHaveAttribute('autocomplete', 'given-name');
    expect(name).toHaveAttribute('name', 'name');
    await typeInto('Data di nascita', '01011990');
    await typeInto('Codice', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onValues).toHaveBeenCalledWith({ name: 'Maria', birthDate: '01/01/1990', otp: '123456' }, expect.anything());
  });
});

describe('DateField: one masked gg/mm/aaaa field', () => {
  it('has the numeric keypad, the birthday autofill, 10 characters and the gg/mm/aaaa placeholder', () => {
    renderStrict(<DateField label="Data di nascita" />);
    const input = screen.getByLabelText('Data di nascita');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('placeholder', 'gg/mm/aaaa');
  });

  it('§9 day/month/year: slashes appear as digits are typed; extra digits and other characters are ignored', async () => {
    renderStrict(<DateField label="Data di nascita" />);
    const input = await typeInto('Data di nascita', '0101');
    expect(input).toHaveValue('01/01');
    await userEvent.type(input, '1990');
    expect(input).toHaveValue('01/01/1990');
    await userEvent.type(input, '77');
    expect(input).toHaveValue('01/01/1990');
    await userEvent.clear(input);
    await userEvent.type(input, '1a2b/0-3.2000');
    expect(input).toHaveValue('12/03/2000');
  });

  it('deleting backwards is never blocked by a slash', async () => {
    renderStrict(<DateField label="Data di nascita" />);
    const input = await typeInto('Data di nascita', '010');
    expect(input).toHaveValue('01/0');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('01');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('');
  });

  it.each(['15/06/1990', '15-06-1990', '15.06.1990', '15061990', '1990-06-15'])('a pasted %s becomes 15/06/1990', async (pasted) => {
    renderStrict(<DateField label="Data di nascita" />);
    const input = screen.getByLabelText('Data di nascita');
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue('15/06/1990');
  });

  it('keeps a caller\'s placeholder (AgeForm has its own copy)', () => {
    renderStrict(<DateField label="Data di nascita" placeholder="es. 21/04/1990" />);
    expect(screen.getByLabelText('Data di nascita')).toHaveAttribute('placeholder', 'es. 21/04/1990');
  });
});

describe('formatDisplayDate', () => {
  it('§9 default date display day/month/year', () => {
    expect(formatDisplayDate(new Date(1990, 2, 5))).toBe('05/03/1990');
    expect(formatDisplayDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });
});

describe('OtpField: one numeric code field', () => {
  it('is a text input for the SMS code: numeric keypad, one-time-code, no spell check, maxLength = length', () => {
    renderStrict(<OtpField label="Codice" length={6} />);
    const input = screen.getByLabelText('Codice');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('enterkeyhint', 'done');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('keeps what is typed (the schema names a non-digit), and stops at length', async () => {
    renderStrict(<OtpField label="Codice" length={6} />);
    const input = await typeInto('Codice', '1a2');
    expect(input).toHaveValue('1a2');
    await userEvent.type(input, '34567');
    expect(input).toHaveValue('1a2345');
  });

  it('accepts a pasted code (WCAG 3.3.8)', async () => {
    renderStrict(<OtpField label="Codice" length={6} />);
    const input = screen.getByLabelText('Codice');
    await userEvent.click(input);
    await userEvent.paste('654321');
    expect(input).toHaveValue('654321');
  });
});
