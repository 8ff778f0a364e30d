/**
 * useSubmitLock (spec §4/§9: one submit at a time, the 1-second window): the action runs once the click's answer
 * (the button disabled) is painted, not inside the click; `inClick` runs it inside the click.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithInstance } from '../../test/support/render';
import { SubmitButton } from './SubmitButton';
import { afterNextPaint, useSubmitLock } from './useSubmitLock';

function Button({ action, inClick }: { action: () => Promise<unknown>; inClick?: boolean }) {
  const lock = useSubmitLock();
  return (
    <SubmitButton type="button" lock={lock} onClick={() => void lock.run(action, { inClick })}>
      Prosegui
    </SubmitButton>
  );
}

const button = () => screen.getByRole('button', { name: 'Prosegui' });

describe('useSubmitLock', () => {
  it('§9 runs the action after the click has been answered (the button disabled), once for a double click', async () => {
    let disabledWhenRun: boolean | undefined;
    const action = vi.fn(() => {
      disabledWhenRun = button().hasAttribute('disabled');
      return new Promise(() => undefined);
    });
    renderWithInstance(<Button action={action} />);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(disabledWhenRun).toBe(true);
    await act(() => afterNextPaint());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('§9 with inClick runs the action within the click, once for a double click', () => {
    const action = vi.fn(() => new Promise(() => undefined));
    renderWithInstance(<Button action={action} inClick />);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(action).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  it('resolves after the next animation frame', async () => {
    const order: string[] = [];
    requestAnimationFrame(() => order.push('frame'));
    await afterNextPaint().then(() => order.push('after'));
    expect(order).toEqual(['frame', 'after']);
  });

  it('resolves at once in a hidden page (no frame comes)', async () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterNextPaint();
    expect(raf).not.toHaveBeenCalled();
  });
});
