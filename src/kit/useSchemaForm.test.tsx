import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { setupUser } from '../../test/support/user';
import { useSchemaForm, type SchemaForm } from './useSchemaForm';

/** A yes/no answer; "yes" reveals a required detail (rendered from `watch()` in the form itself). */
const Schema = z.union([
  z.object({ answer: z.literal('no'), detail: z.string() }),
  z.object({ answer: z.literal('yes'), detail: z.string().check(z.minLength(1, 'Obbligatorio')) }),
]);
type Input = { answer: string; detail: string };

let core: SchemaForm<Input, z.output<typeof Schema>>;

function Form() {
  core = useSchemaForm<Input, z.output<typeof Schema>>({ schema: Schema, defaultValues: { answer: '', detail: '' } });
  const { register, watch, formState } = core.form;
  return (
    <form>
      <label>
        <input type="radio" value="yes" {...register('answer')} /> Sì
      </label>
      <label>
        <input type="radio" value="no" {...register('answer')} /> No
      </label>
      {watch('answer') === 'yes' && (
        <label>
          Dettaglio <input {...register('detail')} aria-description={formState.errors.detail?.message} />
        </label>
      )}
      <output aria-label="valid">{String(core.valid)}</output>
    </form>
  );
}

const valid = () => screen.getByRole('status', { name: 'valid' });

/**
 * react-hook-form validates through a promise (the resolver): its messages follow a change a few microtasks later.
 * `delay: null` user events do not wait for them; a macrotask does, on a busy machine as on an idle one.
 */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const detail = () => screen.getByLabelText('Dettaglio');

describe('useSchemaForm (the form core of every form)', () => {
  it('§5 validity is the schema on the values, right after each change, a revealed field included', async () => {
    const user = setupUser();
    render(<Form />);
    expect(valid()).toHaveTextContent('false');
    for (let round = 0; round < 3; round++) {
      await user.click(screen.getByLabelText('Sì'));
      expect(valid()).toHaveTextContent('false');
      await user.type(detail(), 'x');
      expect(valid()).toHaveTextContent('true');
      await user.clear(detail());
      expect(valid()).toHaveTextContent('false');
      await user.click(screen.getByLabelText('No'));
      expect(valid()).toHaveTextContent('true');
    }
  });

  it('§5 a server error holds while the field keeps the refused value, left or not; a change forgets it', async () => {
    const user = setupUser();
    render(<Form />);
    await user.click(screen.getByLabelText('Sì'));
    await user.type(detail(), 'abc');
    expect(valid()).toHaveTextContent('true');
    await act(async () => core.setServerError('detail', 'Rifiutato'));
    expect(valid()).toHaveTextContent('false');
    expect(detail()).toHaveFocus();
    expect(detail()).toHaveAccessibleDescription('Rifiutato');
    await user.tab();
    await settled();
    expect(valid()).toHaveTextContent('false');
    expect(detail()).toHaveAccessibleDescription('Rifiutato');
    await user.type(detail(), 'd');
    await settled();
    expect(valid()).toHaveTextContent('true');
    expect(detail()).not.toHaveAccessibleDescription('Rifiutato');
  });

  it('§5 a keystroke in a field already left parses the schema once (validity and the message from one result)', async () => {
    const user = setupUser();
    const parsed = vi.fn();
    const Counted = z.object({ name: z.string().check(z.minLength(3, 'Troppo corto'), z.refine(() => (parsed(), true))) });
    function CountedForm() {
      const { form, valid: isValid } = useSchemaForm<{ name: string }, { name: string }>({ schema: Counted, defaultValues: { name: '' } });
      return (
        <form>
          <label>
            Nome <input {...form.register('name')} aria-description={form.formState.errors.name?.message} />
          </label>
          <output aria-label="valid">{String(isValid)}</output>
        </form>
      );
    }
    render(<CountedForm />);
    const name = screen.getByLabelText('Nome');
    await user.type(name, 'a');
    await user.tab(); // left: from now on each keystroke shows its message
    await settled();
    expect(name).toHaveAccessibleDescription('Troppo corto');
    await user.click(name);
    parsed.mockClear();
    await user.type(name, 'b');
    await settled();
    expect(parsed).toHaveBeenCalledTimes(1);
    expect(name).toHaveAccessibleDescription('Troppo corto');
    expect(valid()).toHaveTextContent('false');
    await user.type(name, 'c');
    await settled();
    expect(parsed).toHaveBeenCalledTimes(2);
    expect(name).not.toHaveAccessibleDescription('Troppo corto');
    expect(valid()).toHaveTextContent('true');
    // The same text again after a change is the same data: the message follows it.
    await user.type(name, '{Backspace}');
    await settled();
    expect(name).toHaveAccessibleDescription('Troppo corto');
    expect(valid()).toHaveTextContent('false');
  });
});
