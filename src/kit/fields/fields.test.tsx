/**
 * What every field primitive owes through FieldFrame (forms.md): label association, hint and error in
 * `aria-describedby`, the error in an always-present polite live region holding exactly the message,
 * `aria-invalid` only while an error shows, no axe violations; and ids that resolve inside a shadow root.
 */
import { act, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { describedByElements, liveErrorOf, renderStrict } from '../../../test/support/fields';
import { CheckboxField, DateField, FileField, OtpField, RadioGroup, SelectField, TextField, type FrameProps } from '.';

const LABEL = 'Etichetta';
const HINT = 'Un aiuto breve.';
const MESSAGE = 'Il campo è obbligatorio';
const OPTIONS = [
  { value: 'a', label: 'Prima' },
  { value: 'b', label: 'Seconda' },
];

interface Case {
  name: string;
  draw: (frame: FrameProps) => ReactNode;
  /** The element carrying the label and `aria-describedby`. */
  control: () => HTMLElement;
  /** The elements marked `aria-invalid` while the error shows. */
  invalid: () => HTMLElement[];
  /** Read before the hint (a prefix). */
  lead?: string;
}

const single = (control: () => HTMLElement) => ({ control, invalid: () => [control()] });
const byLabel = () => screen.getByLabelText(new RegExp(`^${LABEL}`));

const cases: Case[] = [
  { name: 'TextField', draw: (f) => <TextField {...f} />, ...single(byLabel) },
  { name: 'TextField with a prefix', draw: (f) => <TextField {...f} prefix="+39" />, lead: '+39', ...single(byLabel) },
  { name: 'DateField', draw: (f) => <DateField {...f} />, ...single(byLabel) },
  { name: 'OtpField', draw: (f) => <OtpField {...f} length={6} />, ...single(byLabel) },
  { name: 'SelectField', draw: (f) => <SelectField {...f} options={OPTIONS} placeholder="Seleziona" />, ...single(byLabel) },
  { name: 'CheckboxField', draw: (f) => <CheckboxField {...f} />, ...single(byLabel) },
  { name: 'FileField', draw: (f) => <FileField {...f} accept={['application/pdf']} maxBytes={1024} />, ...single(byLabel) },
  {
    name: 'RadioGroup',
    draw: (f) => <RadioGroup {...f} name="choice" options={OPTIONS} />,
    control: () => screen.getByRole('group', { name: new RegExp(`^${LABEL}`) }),
    invalid: () => screen.getAllByRole('radio'),
  },
];

describe.each(cases)('$name in its FieldFrame', ({ draw, control, invalid, lead }) => {
  const before = lead ? [lead] : [];
  it('is labelled by its label (the legend of a group), " (facoltativo)" added when optional', () => {
    renderStrict(draw({ label: LABEL, optional: true }));
    expect(control()).toHaveAccessibleName(`${LABEL} (facoltativo)`);
  });

  it('without an error: described by the hint only, not invalid, the live error region present and empty', async () => {
    const { container } = renderStrict(draw({ label: LABEL, hint: HINT }));
    const described = describedByElements(control());
    expect(described.map((element) => element?.textContent)).toEqual([...before, HINT]);
    for (const element of invalid()) expect(element).not.toHaveAttribute('aria-invalid');
    const live = container.querySelector('[aria-live="polite"].field-error');
    expect(live).toHaveTextContent('');
    expect(control().getAttribute('aria-describedby')).not.toContain(live?.id);
    await expectNoAxeViolations(container);
  });

  it('with an error: invalid, described by the hint and then the live error holding exactly the message', async () => {
    const { container } = renderStrict(draw({ label: LABEL, hint: HINT, error: MESSAGE }));
    expect(describedByElements(control()).map((element) => element?.textContent)).toEqual([...before, HINT, MESSAGE]);
    expect(liveErrorOf(control())?.textContent).toBe(MESSAGE);
    for (const element of invalid()) expect(element).toHaveAttribute('aria-invalid', 'true');
    expect(control()).not.toHaveAttribute('required');
    expect(control()).not.toHaveAttribute('aria-errormessage');
    await expectNoAxeViolations(container);
  });

  it("keeps the caller's own describedby ids first and a caller's id on the control", () => {
    renderStrict(
      <>
        <p id="extra">Altro</p>
        {draw({ label: LABEL, hint: HINT, error: MESSAGE, id: 'mine', 'aria-describedby': 'extra' })}
      </>,
    );
    const prefix = lead ? ' mine-prefix' : '';
    expect(control().getAttribute('aria-describedby')).toBe(`extra${prefix} mine-hint mine-error`);
    expect(invalid()[0]).toHaveAttribute('id', 'mine');
  });
});

describe('FieldFrame order and the prefix', () => {
  it('puts label, hint, error, then the control in the DOM', () => {
    const { container } = renderStrict(<TextField label={LABEL} hint={HINT} error={MESSAGE} />);
    const order = [...container.querySelectorAll('label, .field-hint, .field-error, input')].map((e) => e.className);
    expect(order).toEqual(['field-label', 'field-hint', 'field-error', 'field-input']);
  });

  it('reads a prefix with the field, before the hint', () => {
    renderStrict(<TextField label={LABEL} hint={HINT} prefix="+39" />);
    expect(describedByElements(byLabel()).map((element) => element?.textContent)).toEqual(['+39', HINT]);
  });

  it('renders no hint or prefix (and describes the control by none) for an empty one', () => {
    const { container } = renderStrict(<TextField label={LABEL} hint={false} prefix="" />);
    expect(container.querySelector('.field-hint, .field-prefix')).toBeNull();
    expect(byLabel()).not.toHaveAttribute('aria-describedby');
  });

  it('announces an error that appears later in the region that was already there', () => {
    const { rerender } = renderStrict(<TextField label={LABEL} />);
    const region = document.querySelector('.field-error');
    rerender(
      <StrictMode>
        <TextField label={LABEL} error={MESSAGE} />
      </StrictMode>,
    );
    expect(liveErrorOf(byLabel())).toBe(region);
    expect(region?.textContent).toBe(MESSAGE);
  });
});

describe('inside a shadow root (the wizard renders in one)', () => {
  it('resolves every described-by id in the shadow root, none in the document', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    await act(async () =>
      root.render(
        <StrictMode>
          <TextField label={LABEL} hint={HINT} error={MESSAGE} prefix="+39" />
          <RadioGroup label="Scelta" hint={HINT} error={MESSAGE} name="choice" options={OPTIONS} />
        </StrictMode>,
      ),
    );
    try {
      const input = shadow.querySelector('input.field-input');
      const fieldset = shadow.querySelector('fieldset');
      for (const control of [input, fieldset]) {
        if (!control) throw new Error('control not rendered');
        const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
        expect(ids.length).toBeGreaterThan(1);
        for (const id of ids) {
          expect(shadow.getElementById(id), id).not.toBeNull();
          expect(document.getElementById(id), id).toBeNull();
        }
        expect(liveErrorOf(control)?.textContent).toBe(MESSAGE);
      }
      expect((input as HTMLInputElement).labels?.[0]?.textContent).toBe(LABEL);
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });
});
