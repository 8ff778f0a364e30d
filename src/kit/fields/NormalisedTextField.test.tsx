/** NormalisedTextField: spec §5 address normalisation on every input event, with react-hook-form's `register`. */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderStrict } from '../../../test/support/fields';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { normaliseAddressTyping } from '../../validation/address-typing';
import { NormalisedTextField } from '.';

type Values = { address: string };

function Form({ onValues, watch }: { onValues: (values: Values) => void; watch?: (value: string) => void }) {
  const form = useForm<Values>({ defaultValues: { address: '' } });
  watch?.(form.watch('address'));
  return (
    <form noValidate onSubmit={form.handleSubmit(onValues)}>
      <NormalisedTextField label="Indirizzo" autoComplete="address-line1" normalise={normaliseAddressTyping} {...form.register('address')} />
      <button type="submit">Invia</button>
    </form>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Indirizzo');

describe('NormalisedTextField (spec §5 address normalisation as typed)', () => {
  it("§5 normalises on every input event, and react-hook-form holds the normalised value ('Città' → \"CITTA'\")", async () => {
    const onValues = vi.fn();
    const seen: string[] = [];
    renderStrict(<Form onValues={onValues} watch={(value) => seen.push(value)} />);
    await userEvent.type(field(), 'via Città ');
    expect(field()).toHaveValue("VIA CITTA' ");
    // Every value the form saw was already normalised (no lower case, no accent ever reached it).
    for (const value of seen) expect(value).toBe(normaliseAddressTyping(value));
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onValues).toHaveBeenCalledWith({ address: "VIA CITTA' " }, expect.anything());
  });

  it('keeps the caret where the user typed: an accented letter typed in the middle moves it past its apostrophe only', async () => {
    renderStrict(<Form onValues={vi.fn()} />);
    const input = field();
    await userEvent.type(input, 'VIA CITT DI CASTELLO');
    // Caret after "VIA CITT" (8), then type "à": the text becomes "VIA CITTA' DI…", the caret after the apostrophe.
    input.setSelectionRange(8, 8);
    await userEvent.type(input, 'à', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(input).toHaveValue("VIA CITTA' DI CASTELLO");
    expect(input.selectionStart).toBe(10);
    expect(input.selectionEnd).toBe(10);
    // Typing on goes on from there.
    await userEvent.keyboard('x');
    expect(input).toHaveValue("VIA CITTA'X DI CASTELLO");
  });

  it('a lower-case letter typed before the end keeps the caret after it', async () => {
    renderStrict(<Form onValues={vi.fn()} />);
    const input = field();
    await userEvent.type(input, 'VIA ROMA');
    input.setSelectionRange(4, 4);
    await userEvent.type(input, 'p', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('VIA PROMA');
    expect(input.selectionStart).toBe(5);
  });

  it('a pasted address is normalised whole, nothing lost', async () => {
    renderStrict(<Form onValues={vi.fn()} />);
    await userEvent.click(field());
    await userEvent.paste('Piazza Sant’Antonio, 12 – Città');
    expect(field()).toHaveValue("PIAZZA SANT'ANTONIO, 12 – CITTA'");
  });

  it('leaves an IME composition alone and normalises when it ends, reporting the new value to the form', async () => {
    const onValues = vi.fn();
    renderStrict(<Form onValues={onValues} />);
    const input = field();
    input.focus();
    fireEvent.compositionStart(input);
    // An Android keyboard composing the word: input events flagged isComposing.
    fireEvent.input(input, { target: { value: 'città' }, isComposing: true });
    expect(input).toHaveValue('città');
    fireEvent.compositionEnd(input, { data: 'città' });
    expect(input).toHaveValue("CITTA'");
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onValues).toHaveBeenCalledWith({ address: "CITTA'" }, expect.anything());
  });

  it('normalises an autofilled value (an input event without typing) without moving focus', async () => {
    const onValues = vi.fn();
    renderStrict(<Form onValues={onValues} />);
    fireEvent.input(field(), { target: { value: 'Via Niccolò Tommaseo' } });
    expect(field()).toHaveValue("VIA NICCOLO' TOMMASEO");
    expect(field()).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onValues).toHaveBeenCalledWith({ address: "VIA NICCOLO' TOMMASEO" }, expect.anything());
  });

  it('asks phones for capitals, turns spell check off, keeps the caller’s input props, and has no axe violations', async () => {
    const { container } = renderStrict(<Form onValues={vi.fn()} />);
    expect(field()).toHaveAttribute('autocapitalize', 'characters');
    expect(field()).toHaveAttribute('spellcheck', 'false');
    expect(field()).toHaveAttribute('autocomplete', 'address-line1');
    expect(field()).toHaveAttribute('name', 'address');
    await expectNoAxeViolations(container);
  });
});
