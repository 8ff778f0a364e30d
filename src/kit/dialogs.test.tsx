import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalDialog } from './dialogs';

function Screen({ open, withOpener }: { open: boolean; withOpener: boolean }) {
  const ref = useModalDialog(open);
  return (
    <div>
      <h1 tabIndex={-1} data-step-heading>
        Passo
      </h1>
      {withOpener && <button type="button">Apri</button>}
      <dialog ref={ref}>
        <button type="button">Chiudi</button>
      </dialog>
    </div>
  );
}

describe('useModalDialog (DESIGN §4: modals trap and restore focus)', () => {
  it('gives focus back to what had it when the dialog closes', () => {
    const { getByText, rerender } = render(<Screen open={false} withOpener />);
    getByText('Apri').focus();
    rerender(<Screen open withOpener />);
    rerender(<Screen open={false} withOpener />);
    expect(document.activeElement).toBe(getByText('Apri'));
  });

  it('gives focus to the step heading when what had it is gone (the screen re-rendered behind the dialog)', () => {
    const { getByText, rerender } = render(<Screen open={false} withOpener />);
    getByText('Apri').focus();
    rerender(<Screen open withOpener />);
    rerender(<Screen open withOpener={false} />);
    rerender(<Screen open={false} withOpener={false} />);
    expect(document.activeElement).toBe(getByText('Passo'));
  });

  it('gives focus to the step heading when nothing had it before the dialog opened', () => {
    const { getByText, rerender } = render(<Screen open={false} withOpener />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Screen open withOpener />);
    rerender(<Screen open={false} withOpener />);
    expect(document.activeElement).toBe(getByText('Passo'));
  });
});
