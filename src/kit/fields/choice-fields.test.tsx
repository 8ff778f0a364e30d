/** SelectField, CheckboxField and RadioGroup with react-hook-form's `register`, and on their own. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { describedByElements, renderStrict } from '../../../test/support/fields';
import { CheckboxField, RadioGroup, SelectField } from '.';

const COUNTRIES = [
  { value: 'IT', label: 'Italia' },
  { value: 'FR', label: 'Francia' },
];
const KINDS = [
  { value: 'paper', label: "Carta d'identità cartacea" },
  { value: 'electronic', label: "Carta d'identità elettronica", hint: 'Quella con il chip.' },
  { value: 'passport', label: 'Passaporto' },
];

type Values = { country: string; kind: string; privacy: boolean; marketing: boolean };

function Form({ defaults, onValues }: { defaults: Values; onValues: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: defaults });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValues)}>
      <SelectField label="Cittadinanza" placeholder="Seleziona" options={COUNTRIES} {...form.register('country')} />
      <RadioGroup label="Documento" options={KINDS} {...form.register('kind')} />
      <CheckboxField label="Accetto l'informativa privacy" {...form.register('privacy')} />
      <CheckboxField label="Offerte commerciali" optional {...form.register('marketing')} />
      <button type="submit">Invia</button>
    </form>
  );
}

const EMPTY: Values = { country: '', kind: '', privacy: false, marketing: false };

async function submit(onValues: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
  return onValues.mock.lastCall?.[0] as Values | undefined;
}

describe('with react-hook-form register', () => {
  it('submits what was chosen: the select value, the checked radio value, booleans for the boxes', async () => {
    const onValues = vi.fn();
    renderStrict(<Form defaults={EMPTY} onValues={onValues} />);
    expect(await submit(onValues)).toEqual(EMPTY);

    await userEvent.selectOptions(screen.getByLabelText('Cittadinanza'), 'FR');
    await userEvent.click(screen.getByLabelText("Carta d'identità elettronica"));
    await userEvent.click(screen.getByLabelText("Accetto l'informativa privacy"));
    expect(await submit(onValues)).toEqual({ country: 'FR', kind: 'electronic', privacy: true, marketing: false });

    await userEvent.click(screen.getByLabelText('Passaporto'));
    await userEvent.click(screen.getByLabelText("Accetto l'informativa privacy"));
    expect(await submit(onValues)).toEqual({ country: 'FR', kind: 'passport', privacy: false, marketing: false });
  });

  it('shows the default values', () => {
    renderStrict(<Form defaults={{ country: 'IT', kind: 'paper', privacy: true, marketing: false }} onValues={vi.fn()} />);
    expect(screen.getByLabelText('Cittadinanza')).toHaveValue('IT');
    expect(screen.getByLabelText("Carta d'identità cartacea")).toBeChecked();
    expect(screen.getByLabelText("Accetto l'informativa privacy")).toBeChecked();
    expect(screen.getByLabelText('Offerte commerciali (facoltativo)')).not.toBeChecked();
  });

  it('gives every radio the registered name and its own value', () => {
    renderStrict(<Form defaults={EMPTY} onValues={vi.fn()} />);
    const radios = within(screen.getByRole('group', { name: 'Documento' })).getAllByRole('radio');
    expect(radios.map((radio) => [radio.getAttribute('name'), radio.getAttribute('value')])).toEqual([
      ['kind', 'paper'],
      ['kind', 'electronic'],
      ['kind', 'passport'],
    ]);
  });
});

describe('SelectField', () => {
  it('has an empty first option for the placeholder, then the options in order', () => {
    renderStrict(<SelectField label="Cittadinanza" placeholder="Seleziona" options={COUNTRIES} />);
    const options = within(screen.getByLabelText('Cittadinanza')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Seleziona'],
      ['IT', 'Italia'],
      ['FR', 'Francia'],
    ]);
    expect(screen.getByLabelText('Cittadinanza')).toHaveValue('');
  });

  it('has no empty option without a placeholder', () => {
    renderStrict(<SelectField label="Cittadinanza" options={COUNTRIES} />);
    expect(within(screen.getByLabelText('Cittadinanza')).getAllByRole('option')).toHaveLength(2);
  });
});

describe('CheckboxField', () => {
  it('shows an `after` slot beside the box and can be described by it', async () => {
    const { container } = renderStrict(
      <CheckboxField
        label="Accetto i termini"
        aria-describedby="terms-doc"
        error="Il campo è obbligatorio"
        after={<a id="terms-doc" href="/doc">Leggi il documento</a>}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Accetto i termini' });
    expect(describedByElements(box).map((element) => element?.textContent)).toEqual(['Leggi il documento', 'Il campo è obbligatorio']);
    await expectNoAxeViolations(container);
  });

  it('takes a ReactNode label', () => {
    renderStrict(<CheckboxField label={<>Accetto <strong>tutto</strong></>} />);
    expect(screen.getByRole('checkbox', { name: 'Accetto tutto' })).toBeInTheDocument();
  });
});

describe('RadioGroup', () => {
  it('reads an option hint with its radio', () => {
    renderStrict(<RadioGroup label="Documento" name="kind" options={KINDS} />);
    expect(screen.getByRole('radio', { name: "Carta d'identità elettronica" })).toHaveAccessibleDescription('Quella con il chip.');
    expect(screen.getByRole('radio', { name: 'Passaporto' })).not.toHaveAttribute('aria-describedby');
  });

  it('works controlled with name, value and onChange', async () => {
    function Controlled() {
      const [kind, setKind] = useState('paper');
      return <RadioGroup label="Documento" name="kind" options={KINDS} value={kind} onChange={(event) => setKind(event.target.value)} />;
    }
    renderStrict(<Controlled />);
    expect(screen.getByRole('radio', { name: "Carta d'identità cartacea" })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Passaporto' }));
    expect(screen.getByRole('radio', { name: 'Passaporto' })).toBeChecked();
    expect(screen.getByRole('radio', { name: "Carta d'identità cartacea" })).not.toBeChecked();
  });

  it('moves between options with the arrow keys (one native radio group)', async () => {
    renderStrict(<RadioGroup label="Documento" name="kind" options={KINDS} />);
    await userEvent.click(screen.getByRole('radio', { name: "Carta d'identità cartacea" }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: "Carta d'identità elettronica" })).toBeChecked();
  });
});
